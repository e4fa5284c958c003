// Foursquare's first strip by seat count (static/loader.js lays it), written by
// tests/opening.rs: FOURFOLD_WRITE_OPENINGS=1 cargo test --test opening.
export const opening = {
  1: '<div class="seats-row"><p class="counts"><span>Stock: 39 left</span><span aria-hidden="true"> · </span><span>Piles: 0 of 16</span><span aria-hidden="true"> · </span><span>Face down: 0 of 4</span></p></div><div class="prompt-line"><p aria-live="polite" class="prompt">Place your card on a pile, or on an empty space beside one.</p></div>',
};
