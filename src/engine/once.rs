//! Each item once, in the order first met: for the small sets the rules and the table
//! gather (gaps, spaces, faces). Not by sorting: each standard sort costs a wasm bundle
//! about 2 kB for every element type and comparator.

/// `items` without repeats, each where it first came.
pub fn once_each<T: PartialEq>(items: impl IntoIterator<Item = T>) -> Vec<T> {
    let mut once = Vec::new();
    for item in items {
        if !once.contains(&item) {
            once.push(item);
        }
    }
    once
}

#[cfg(test)]
mod tests {
    use super::once_each;

    #[test]
    fn keeps_the_first_of_each_in_order() {
        assert_eq!(once_each([3, 1, 3, 2, 1]), [3, 1, 2]);
        assert!(once_each(Vec::<u8>::new()).is_empty());
    }
}
