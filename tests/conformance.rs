//! The shared conformance suite over every registered game: seeded random playouts with
//! every check of `engine::conformance` at every step. `fourfold-cli soak` runs more.

use fourfold::engine::conformance::run_playouts;
use fourfold::games::foursquare::Foursquare;

/// Playouts per option set in CI.
const PLAYOUTS: u64 = 2_000;

#[test]
fn foursquare_conforms() {
    let coverage = run_playouts::<Foursquare>(0, PLAYOUTS).unwrap_or_else(|f| panic!("{f}"));
    assert_eq!(coverage.games, PLAYOUTS as usize);
    // Losing takes at least five placements (five face-down tops); winning sixteen.
    assert!(coverage.steps >= coverage.games * 5, "{coverage:?}");
}
