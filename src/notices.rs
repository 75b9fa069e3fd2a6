//! Notices about the device: storage that is full or unavailable.

use super::lang::t;
use super::storage::{DeviceStore, StoreError};
use clouds_core::ShellMsg;
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct Notices {
    /// The last failed write, until the player dismisses it or a write works.
    pub storage_error: RwSignal<Option<StoreError>>,
    persistent: bool,
}

impl Notices {
    pub fn new(store: &DeviceStore) -> Notices {
        Notices {
            storage_error: RwSignal::new(None),
            persistent: store.is_persistent(),
        }
    }

    /// Records the outcome of a write.
    pub fn wrote(&self, result: Result<(), StoreError>) {
        let error = result.err();
        if self.storage_error.get_untracked() != error {
            self.storage_error.set(error);
        }
    }
}

pub fn use_notices() -> Notices {
    expect_context::<Notices>()
}

#[component]
pub fn NoticeBar() -> impl IntoView {
    let notices = use_notices();
    view! {
        <Show when=move || !notices.persistent>
            <p class="notice warn" role="status" data-testid="storage-unavailable">
                {t(ShellMsg::StorageUnavailable)}
            </p>
        </Show>
        {move || {
            notices
                .storage_error
                .get()
                .map(|error| {
                    let message = match error {
                        StoreError::QuotaFull => ShellMsg::StorageFull,
                        StoreError::Other(_) => ShellMsg::StorageFailed,
                    };
                    view! {
                        <div class="notice bad" role="alert" data-testid="storage-error">
                            <p>{t(message)}</p>
                            <button on:click=move |_| notices.storage_error.set(None)>
                                {t(ShellMsg::Dismiss)}
                            </button>
                        </div>
                    }
                })
        }}
    }
}
