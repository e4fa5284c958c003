//! The game's one sort. Each standard sort a bundle calls is code of its own for every
//! element type and comparator (about 1.5 kB gzip each), so every list Quad*doku puts in
//! order (the solver's options, a word's completions, a move's placements) goes through
//! this one: (key, index) pairs, the highest key first, equal keys in their order.

use std::cmp::Ordering;

/// (key, index) pairs, the highest key first, then the lowest index: a total order, so
/// any sort gives the same result, and equal keys keep their order, as a stable sort
/// would. The sorts are unstable ones, whose code is smaller in the bundles.
pub fn best_first(x: &(i32, usize), y: &(i32, usize)) -> Ordering {
    y.0.cmp(&x.0).then(x.1.cmp(&y.1))
}

/// `items` put in order of `key`, the highest first, equal keys in their order (a stable
/// sort by the key, descending).
pub fn highest_first<T: Copy>(items: &mut [T], key: impl Fn(&T) -> i32) {
    let mut order: Vec<(i32, usize)> = items.iter().map(key).zip(0..).collect();
    order.sort_unstable_by(best_first);
    let sorted: Vec<T> = order.iter().map(|&(_, i)| items[i]).collect();
    items.copy_from_slice(&sorted);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_go_highest_key_first_and_equal_keys_keep_their_order() {
        let mut items = [(1, 'a'), (3, 'b'), (1, 'c'), (2, 'd'), (3, 'e')];
        highest_first(&mut items, |(key, _)| *key);
        assert_eq!(items, [(3, 'b'), (3, 'e'), (2, 'd'), (1, 'a'), (1, 'c')]);
        let mut none: [(i32, char); 0] = [];
        highest_first(&mut none, |(key, _)| *key);
    }
}
