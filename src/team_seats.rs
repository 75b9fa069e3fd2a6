//! The seats of a game of teams, in the game setup: how many players each
//! side has (one to three), and for each seat its army and who plays it (a
//! person, the goldfish or the general). With one player a side the setup
//! is the two-player one, and these seats stay folded away.

use crate::lang::{t, use_lang};
use crate::opponent_army::{OpponentArmy, OpponentOptions};
use clouds_core::{
    seat_name, Catalog, PerSide, PlayerId, Roster, Seat, SetupMsg, Side, Who, MAX_SEATS,
};
use leptos::prelude::*;
use std::sync::Arc;

/// One seat's choices.
#[derive(Clone, Copy)]
pub(crate) struct SeatForm {
    pub army: RwSignal<OpponentArmy>,
    pub who: RwSignal<Who>,
}

/// Every seat's choices, made up front for the most seats a side may have;
/// a side's count says how many of them take the table.
#[derive(Clone, Copy)]
pub(crate) struct TeamSeats {
    pub players: PerSide<RwSignal<usize>>,
    seats: PerSide<[SeatForm; MAX_SEATS]>,
}

impl TeamSeats {
    pub fn new() -> TeamSeats {
        let seat = |who| SeatForm {
            army: RwSignal::new(OpponentArmy::Mirror),
            who: RwSignal::new(who),
        };
        // Blue: the person, then allies the general plays; Red: targets.
        TeamSeats {
            players: PerSide::from_fn(|_| RwSignal::new(1)),
            seats: PerSide::new(
                [seat(Who::Person), seat(Who::General), seat(Who::General)],
                [
                    seat(Who::Goldfish),
                    seat(Who::Goldfish),
                    seat(Who::Goldfish),
                ],
            ),
        }
    }

    /// Whether a side has more than one player: a game of teams.
    pub fn is_teams(&self) -> bool {
        Side::ALL
            .into_iter()
            .any(|side| self.players[side].get() > 1)
    }

    /// [`TeamSeats::is_teams`], read once (starting the game).
    pub fn is_teams_untracked(&self) -> bool {
        Side::ALL
            .into_iter()
            .any(|side| self.players[side].get_untracked() > 1)
    }

    /// The seats that take the table, side by side, in seat order.
    pub fn taken(&self) -> PerSide<Vec<SeatForm>> {
        PerSide::from_fn(|side| {
            let count = self.players[side].get_untracked();
            self.seats[side][..count].to_vec()
        })
    }

    fn seat(&self, player: PlayerId) -> SeatForm {
        self.seats[player.side][usize::from(player.seat.0)]
    }
}

/// Each taken seat's roster (`None` where it cannot be found) and player.
pub(crate) fn seat_rosters(
    seats: &PerSide<Vec<SeatForm>>,
    roster: impl Fn(&OpponentArmy) -> Option<Roster>,
) -> PerSide<Vec<(Option<Roster>, Who)>> {
    seats.as_ref().map(|side| {
        side.iter()
            .map(|s| (roster(&s.army.get_untracked()), s.who.get_untracked()))
            .collect()
    })
}

/// The players' counts and, for a game of teams, every seat.
#[component]
pub(crate) fn TeamSeatsField(
    seats: TeamSeats,
    mine: Roster,
    catalog: Signal<Arc<Catalog>>,
) -> impl IntoView {
    let mine = StoredValue::new(mine);
    let visible = move || {
        Side::ALL
            .into_iter()
            .flat_map(|side| {
                (0..seats.players[side].get()).map(move |k| PlayerId::new(side, Seat(k as u8)))
            })
            .collect::<Vec<_>>()
    };
    view! {
        <fieldset class="team-seats">
            <legend>{t(SetupMsg::Players)}</legend>
            {count_field("players-a", SetupMsg::PlayersOfBlue, seats.players[Side::A])}
            {count_field("players-b", SetupMsg::PlayersOfRed, seats.players[Side::B])}
            <p class="hint">{t(SetupMsg::PlayersHint)}</p>
            <Show when=move || seats.is_teams()>
                <div class="seats">
                    <For each=visible key=|player| *player let:player>
                        <SeatRow player form=seats.seat(player) mine=mine.get_value() catalog />
                    </For>
                </div>
            </Show>
        </fieldset>
    }
}

/// A side's number of players, one to three.
fn count_field(testid: &'static str, label: SetupMsg, count: RwSignal<usize>) -> impl IntoView {
    view! {
        <label class="field">
            <span>{t(label)}</span>
            <select data-testid=testid
                on:change:target=move |ev| {
                    if let Ok(n) = ev.target().value().parse::<usize>() {
                        count.set(n.clamp(1, MAX_SEATS));
                    }
                }>
                {(1..=MAX_SEATS).map(|n| view! {
                    <option value=n selected=move || count.get() == n>{n}</option>
                }).collect_view()}
            </select>
        </label>
    }
}

/// One seat: its name, its army and who plays it.
#[component]
fn SeatRow(
    player: PlayerId,
    form: SeatForm,
    mine: Roster,
    catalog: Signal<Arc<Catalog>>,
) -> impl IntoView {
    let lang = use_lang();
    let side = match player.side {
        Side::A => "a",
        Side::B => "b",
    };
    let who_label = |who: Who| match who {
        Who::Person => SetupMsg::SeatPerson,
        Who::Goldfish => SetupMsg::SeatGoldfish,
        Who::General => SetupMsg::SeatGeneral,
    };
    let who_code = |who: Who| match who {
        Who::Person => "person",
        Who::Goldfish => "goldfish",
        Who::General => "general",
    };
    view! {
        <div class="seat" data-testid="seat" data-side=side data-seat=player.seat.number()>
            <strong class="seat-name">{move || seat_name(player, lang.get())}</strong>
            <label class="field">
                <span>{t(SetupMsg::SeatArmy)}</span>
                <select data-testid="seat-army"
                    on:change:target=move |ev| form.army.set(OpponentArmy::parse(&ev.target().value()))>
                    <OpponentOptions mine catalog chosen=form.army />
                </select>
            </label>
            <label class="field">
                <span>{t(SetupMsg::SeatPlayer)}</span>
                <select data-testid="seat-player"
                    on:change:target=move |ev| {
                        let value = ev.target().value();
                        if let Some(who) = Who::ALL.into_iter().find(|w| who_code(*w) == value) {
                            form.who.set(who);
                        }
                    }>
                    {Who::ALL.into_iter().map(|who| view! {
                        <option value=who_code(who) selected=move || form.who.get() == who>
                            {t(who_label(who))}
                        </option>
                    }).collect_view()}
                </select>
            </label>
        </div>
    }
}
