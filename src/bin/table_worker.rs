//! The table's web worker (built by Trunk with `data-type="worker"` beside
//! `table.html`): the general decides there, off the page's thread.

fn main() {
    clouds_of_smoke::start_table_worker();
}
