//! Quad*doku's solver timed in the browser: the same 1000 mid-game positions as
//! `fourfold-cli bench --game quaddoku`, solved in headless Chromium (wasm). A benchmark,
//! not a test: it prints figures and asserts nothing about time. `.ci/bench-engine` runs it:
//! `WASM_BINDGEN_TEST_TIMEOUT=600 cargo test --release --target wasm32-unknown-unknown
//! --test web_bench`.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

use fourfold::engine::Seed;
use fourfold::games::quaddoku::sample::mid_game;
use fourfold::games::quaddoku::solver::{Objective, best_move};
use fourfold::games::quaddoku::words::Lexicon;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
async fn solver_times_in_the_browser() {
    let performance = web_sys::window().unwrap().performance().unwrap();
    let positions: u64 = 1000;
    let mut times: Vec<f64> = Vec::new();
    let mut none = 0;
    for seed in 0..positions {
        // Yield now and then, so the page (and the test driver) stays responsive.
        if seed % 10 == 0 {
            gloo_timers::future::TimeoutFuture::new(0).await;
        }
        let game = mid_game(Seed(seed));
        let start = performance.now();
        let best = best_move(
            game.square(),
            game.pool(),
            Lexicon::full(),
            Objective::Points,
        );
        times.push(performance.now() - start);
        none += usize::from(best.is_none());
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    console_log!(
        "solver in Chromium (wasm, release), best move by points over {positions} mid-game positions ({none} with no move): median {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        at(0.5),
        at(0.95),
        times[times.len() - 1]
    );
    assert_eq!(times.len(), positions as usize);
}
