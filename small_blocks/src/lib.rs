//! A cache of freed small blocks in front of an allocator.
//!
//! A game allocates and frees small blocks all the time: lists of units,
//! commands, corners. Handing a freed block of the same size straight back
//! costs a few instructions, where the allocator's own search for a fitting
//! block costs far more (in node, the goldfish games of the three tables
//! ran about 10% faster with the cache, the lab's games about 2%).
//!
//! Blocks up to [`LARGEST`] bytes are served in size classes of
//! [`CLASS_BYTES`]; a freed one goes on its class's list and is never given
//! back to the allocator behind, so the memory the cache holds is at most
//! the most blocks of each class ever in use at once. Larger or more
//! strictly aligned blocks go straight to the allocator behind.
//!
//! Every bundle of the app puts [`SmallBlocks`] in front of talc (one
//! thread each). The native benchmarks put [`PerThread`] in front of the
//! system allocator, so that their figures measure the engine with the
//! cache it runs with in the browser.

#[cfg(not(target_family = "wasm"))]
use std::alloc::System;
use std::alloc::{GlobalAlloc, Layout};
use std::cell::UnsafeCell;
use std::ptr;

/// The step between size classes, and the alignment every block has.
pub const CLASS_BYTES: usize = 8;
const CLASSES: usize = 32;
/// The largest block the cache serves.
pub const LARGEST: usize = CLASS_BYTES * CLASSES;

/// An allocator that keeps freed small blocks for reuse, in front of
/// `inner`.
pub struct SmallBlocks<A> {
    inner: A,
    /// Each class's freed blocks, as a list threaded through the blocks
    /// themselves (each holds a pointer to the next; null ends it).
    free: UnsafeCell<[*mut u8; CLASSES]>,
}

impl<A> SmallBlocks<A> {
    pub const fn new(inner: A) -> SmallBlocks<A> {
        SmallBlocks {
            inner,
            free: UnsafeCell::new([ptr::null_mut(); CLASSES]),
        }
    }
}

/// The size class that serves `layout`, if the cache serves it.
fn class_of(layout: Layout) -> Option<usize> {
    let fits = layout.size() > 0 && layout.size() <= LARGEST && layout.align() <= CLASS_BYTES;
    fits.then(|| (layout.size() - 1) / CLASS_BYTES)
}

/// The layout of every block of `class`: the class's largest size.
fn block_layout(class: usize) -> Layout {
    // SAFETY: the alignment is a power of two and the size is small.
    unsafe { Layout::from_size_align_unchecked(CLASS_BYTES * (class + 1), CLASS_BYTES) }
}

// SAFETY: every block handed out is at least as large and as aligned as
// its layout asks (a class's blocks have the class's largest size and
// CLASS_BYTES alignment); a block is on a free list only after it was
// freed, so it is never handed out twice; blocks the cache does not serve
// go to `inner` with their own layouts.
unsafe impl<A: GlobalAlloc> GlobalAlloc for SmallBlocks<A> {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(class) = class_of(layout) else {
            return self.inner.alloc(layout);
        };
        // SAFETY: one thread uses the lists (see `Sync` below), and nothing
        // here calls back into the allocator while they are borrowed.
        let free = &mut *self.free.get();
        let block = free[class];
        if block.is_null() {
            return self.inner.alloc(block_layout(class));
        }
        free[class] = block.cast::<*mut u8>().read();
        block
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        let Some(class) = class_of(layout) else {
            return self.inner.dealloc(block, layout);
        };
        let free = &mut *self.free.get();
        block.cast::<*mut u8>().write(free[class]);
        free[class] = block;
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new_layout = Layout::from_size_align_unchecked(new_size, layout.align());
        match (class_of(layout), class_of(new_layout)) {
            (None, None) => self.inner.realloc(block, layout, new_size),
            // The block already has the class's largest size.
            (Some(old), Some(new)) if old == new => block,
            _ => {
                let moved = self.alloc(new_layout);
                if !moved.is_null() {
                    ptr::copy_nonoverlapping(block, moved, layout.size().min(new_size));
                    self.dealloc(block, layout);
                }
                moved
            }
        }
    }
}

// SAFETY: wasm without the atomics feature runs one thread per instance
// (each web worker has its own instance, memory and allocator), so the
// free lists are never touched from two threads.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
unsafe impl<A: Sync> Sync for SmallBlocks<A> {}

/// Natively, a cache for each thread in front of the system allocator
/// (a [`SmallBlocks`] in each thread's own storage). A block freed on a
/// thread other than the one that took it goes on the freeing thread's
/// list: every block on any list came from the system allocator with its
/// class's layout, so any thread's cache may hand it out again. A thread's
/// cached blocks stay taken when it ends.
#[cfg(not(target_family = "wasm"))]
pub struct PerThread;

#[cfg(not(target_family = "wasm"))]
thread_local! {
    // Built in place and never dropped: no thread's storage is ever torn
    // down under the allocator.
    static THREAD_CACHE: SmallBlocks<System> = const { SmallBlocks::new(System) };
}

// SAFETY: each thread uses only its own cache, whose safety is
// `SmallBlocks`'s; what one thread's cache hands out another may free
// (see `PerThread`).
#[cfg(not(target_family = "wasm"))]
unsafe impl GlobalAlloc for PerThread {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        THREAD_CACHE.with(|cache| cache.alloc(layout))
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        THREAD_CACHE.with(|cache| cache.dealloc(block, layout))
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        THREAD_CACHE.with(|cache| cache.realloc(block, layout, new_size))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::alloc::System;
    use std::cell::Cell;

    /// The system allocator, counting the calls that reach it.
    #[derive(Default)]
    struct Counted {
        allocs: Cell<usize>,
        deallocs: Cell<usize>,
    }

    unsafe impl GlobalAlloc for Counted {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            self.allocs.set(self.allocs.get() + 1);
            System.alloc(layout)
        }
        unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
            self.deallocs.set(self.deallocs.get() + 1);
            System.dealloc(block, layout)
        }
    }

    fn layout(size: usize, align: usize) -> Layout {
        Layout::from_size_align(size, align).unwrap()
    }

    #[test]
    fn a_freed_small_block_is_handed_back_for_its_class_only() {
        let cache = SmallBlocks::new(Counted::default());
        unsafe {
            let a = cache.alloc(layout(20, 4));
            cache.dealloc(a, layout(20, 4));
            // 17 to 24 bytes share a class; 25 does not.
            assert_eq!(cache.alloc(layout(24, 8)), a);
            let b = cache.alloc(layout(17, 1));
            assert_ne!(b, a);
            cache.dealloc(b, layout(17, 1));
            assert_ne!(cache.alloc(layout(25, 8)), b);
        }
        assert_eq!(cache.inner.allocs.get(), 3);
        assert_eq!(cache.inner.deallocs.get(), 0);
    }

    #[test]
    fn large_and_strictly_aligned_blocks_go_to_the_allocator_behind() {
        let cache = SmallBlocks::new(Counted::default());
        unsafe {
            for l in [layout(LARGEST + 1, 8), layout(32, 16)] {
                let block = cache.alloc(l);
                assert_eq!(block as usize % l.align(), 0);
                cache.dealloc(block, l);
            }
        }
        assert_eq!(cache.inner.allocs.get(), 2);
        assert_eq!(cache.inner.deallocs.get(), 2);
    }

    #[test]
    fn blocks_in_use_never_overlap_and_keep_their_contents() {
        let cache = SmallBlocks::new(System);
        // Sizes across every class and beyond, freed and taken again in
        // a shuffled order; each block is filled with its own byte.
        let sizes: Vec<usize> = (0..600).map(|k| 1 + (k * 37) % (LARGEST + 64)).collect();
        let mut live: Vec<(*mut u8, Layout, u8)> = Vec::new();
        unsafe {
            for (k, size) in sizes.iter().enumerate() {
                let l = layout(*size, 1 << (k % 4));
                let block = cache.alloc(l);
                assert!(!block.is_null());
                assert_eq!(block as usize % l.align(), 0);
                let mark = (k % 251) as u8;
                ptr::write_bytes(block, mark, l.size());
                live.push((block, l, mark));
                if k % 3 == 2 {
                    let (gone, gl, _) = live.remove((k * 7) % live.len());
                    cache.dealloc(gone, gl);
                }
            }
            for (block, l, mark) in &live {
                let bytes = std::slice::from_raw_parts(*block, l.size());
                assert!(bytes.iter().all(|b| b == mark), "a block was overwritten");
            }
            for (block, l, _) in live {
                cache.dealloc(block, l);
            }
        }
    }

    #[test]
    fn realloc_keeps_the_contents_within_a_class_and_across_classes() {
        let cache = SmallBlocks::new(System);
        unsafe {
            let l = layout(10, 2);
            let block = cache.alloc(l);
            ptr::copy_nonoverlapping(b"smoke and ".as_ptr(), block, 10);
            // 10 to 16 bytes: the same class, the same block.
            let same = cache.realloc(block, l, 16);
            assert_eq!(same, block);
            // Up to a larger class, then beyond the cache, then back.
            let mut now = same;
            let mut now_layout = layout(16, 2);
            for size in [100, LARGEST + 100, 12] {
                now = cache.realloc(now, now_layout, size);
                now_layout = layout(size, 2);
                let kept = std::slice::from_raw_parts(now, 10);
                assert_eq!(kept, b"smoke and ");
            }
            cache.dealloc(now, now_layout);
        }
    }

    #[test]
    fn each_thread_hands_back_the_blocks_it_freed_whoever_took_them() {
        let l = layout(40, 8);
        unsafe {
            let taken = PerThread.alloc(l);
            PerThread.dealloc(taken, l);
            assert_eq!(PerThread.alloc(l), taken, "this thread's own list");
            let address = taken as usize;
            let again = std::thread::spawn(move || {
                PerThread.dealloc(address as *mut u8, l);
                PerThread.alloc(l) as usize
            })
            .join()
            .unwrap();
            assert_eq!(again, address, "the freeing thread's list");
            let other = PerThread.alloc(l);
            assert_ne!(other, taken, "gone from this thread's list");
            PerThread.dealloc(other, l);
        }
    }
}
