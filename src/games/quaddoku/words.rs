//! The word list: common English four-letter words from SCOWL (`words.txt`, made by
//! `.ci/tools/quaddoku-words.py`; provenance and licence in `WORDS-LICENSE.txt`).

use std::collections::HashSet;
use std::sync::OnceLock;

/// A four-letter word as letters 0 (A) to 25 (Z).
pub type Letters4 = [u8; 4];

const WORDS_TXT: &str = include_str!("words.txt");

/// The SCOWL sizes counted as common words for the normal and easy computer players.
pub const COMMON_SIZE: u8 = 20;

/// A set of four-letter words, indexed by first and last letter (the corners a word
/// shares with its neighbours).
#[derive(Debug)]
pub struct Lexicon {
    words: HashSet<Letters4>,
    /// The same words in the list's order, so that whatever walks them (the easy and
    /// normal players, the bench's random whole-word player) sees them in the same order
    /// on every run.
    in_order: Vec<Letters4>,
    by_ends: Vec<Vec<[u8; 2]>>,
}

impl Lexicon {
    fn build(words: impl Iterator<Item = Letters4>) -> Lexicon {
        let mut set = HashSet::new();
        let mut by_ends = vec![Vec::new(); 26 * 26];
        let mut in_order = Vec::new();
        for w in words {
            if set.insert(w) {
                in_order.push(w);
                by_ends[usize::from(w[0]) * 26 + usize::from(w[3])].push([w[1], w[2]]);
            }
        }
        Lexicon {
            words: set,
            in_order,
            by_ends,
        }
    }

    /// The whole word list: every word a player may make.
    pub fn full() -> &'static Lexicon {
        static FULL: OnceLock<Lexicon> = OnceLock::new();
        FULL.get_or_init(|| Lexicon::build(entries().map(|(w, _)| w)))
    }

    /// The commonest words only (SCOWL sizes 10 and 20), for a gentler computer player.
    pub fn common() -> &'static Lexicon {
        static COMMON: OnceLock<Lexicon> = OnceLock::new();
        COMMON.get_or_init(|| {
            Lexicon::build(
                entries()
                    .filter(|(_, size)| *size <= COMMON_SIZE)
                    .map(|(w, _)| w),
            )
        })
    }

    /// True when `word` (letters 0 to 25) is in the list.
    pub fn contains(&self, word: &Letters4) -> bool {
        self.words.contains(word)
    }

    /// True when `word` (any case) is in the list.
    pub fn contains_str(&self, word: &str) -> bool {
        letters_of(word).is_some_and(|w| self.contains(&w))
    }

    /// The middle two letters of every word from `first` to `last` (letters 0 to 25).
    pub fn middles(&self, first: u8, last: u8) -> &[[u8; 2]] {
        &self.by_ends[usize::from(first) * 26 + usize::from(last)]
    }

    /// Every word, in the list's order.
    pub fn words(&self) -> impl Iterator<Item = Letters4> + '_ {
        self.in_order.iter().copied()
    }

    /// How many words.
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// True when the list is empty (never, for the real lists).
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }
}

/// A word of four ASCII letters as letters 0 to 25.
pub fn letters_of(word: &str) -> Option<Letters4> {
    let bytes = word.as_bytes();
    if bytes.len() != 4 || !bytes.iter().all(u8::is_ascii_alphabetic) {
        return None;
    }
    Some([0, 1, 2, 3].map(|i| bytes[i].to_ascii_uppercase() - b'A'))
}

/// A word of letters 0 to 25 as capitals.
pub fn word_text(word: &Letters4) -> String {
    word.iter().map(|l| char::from(b'A' + l)).collect()
}

/// Every (word, SCOWL size) of `words.txt`.
fn entries() -> impl Iterator<Item = (Letters4, u8)> {
    WORDS_TXT
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .filter_map(|line| {
            let (word, size) = line.split_once(' ')?;
            Some((letters_of(word)?, size.parse().ok()?))
        })
}
