//! The word list: common English four-letter words from SCOWL (`words.txt`, made by
//! `.ci/tools/quaddoku-words.py`; provenance and licence in `WORDS-LICENSE.txt`).

use std::collections::HashSet;
use std::sync::OnceLock;

/// A four-letter word as letters 0 (A) to 25 (Z).
pub type Letters4 = [u8; 4];

/// `words.txt` as it is, its header (the `#` lines at its top, for people reading the
/// file) and all.
const LISTED: &str = include_str!("words.txt");

/// The word list without its header, copied at compile time, so that no bundle carries
/// the header.
const WORDS_TXT: &str = match std::str::from_utf8(&BODY) {
    Ok(text) => text,
    Err(_) => panic!("words.txt is UTF-8"),
};
const BODY: [u8; LISTED.len() - header_len(LISTED.as_bytes())] = tail(LISTED.as_bytes());

/// How many bytes the `#` lines at the top of `text` take.
const fn header_len(text: &[u8]) -> usize {
    let mut at = 0;
    while at < text.len() && text[at] == b'#' {
        while at < text.len() && text[at] != b'\n' {
            at += 1;
        }
        at += 1;
    }
    at
}

/// The last `N` bytes of `text`.
const fn tail<const N: usize>(text: &[u8]) -> [u8; N] {
    let mut out = [0; N];
    let from = text.len() - N;
    let mut i = 0;
    while i < N {
        out[i] = text[from + i];
        i += 1;
    }
    out
}

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

/// Every (word, SCOWL size) of `words.txt`, in its alphabetical order: a line for each
/// first letter, the letter and then the rest of each word, followed by the digit of its
/// size but for the commonest (`a bet3 ble`: "abet" of size 35, "able" of size 10).
fn entries() -> impl Iterator<Item = (Letters4, u8)> {
    WORDS_TXT
        .lines()
        .filter(|line| !line.is_empty())
        .flat_map(|line| {
            let (first, rests) = line.split_once(' ').unwrap_or((line, ""));
            rests.split(' ').filter_map(move |rest| {
                let (rest, mark) = rest.split_at_checked(3)?;
                let size = match mark {
                    "" => 10,
                    "2" => 20,
                    "3" => 35,
                    "4" => 40,
                    _ => return None,
                };
                Some((letters_of(&[first, rest].concat())?, size))
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The header says how many words the list holds: every one is read, none twice, and
    /// the common ones are those of sizes 10 and 20.
    #[test]
    fn every_word_of_the_list_is_read_with_its_size() {
        assert!(!WORDS_TXT.contains('#'), "the header is left out");
        let said: usize = LISTED
            .lines()
            .next()
            .and_then(|line| line.strip_prefix("# Quad*doku word list: "))
            .and_then(|rest| rest.strip_suffix(" words."))
            .and_then(|n| n.parse().ok())
            .expect("the header counts the words");
        assert_eq!(entries().count(), said);
        assert_eq!(Lexicon::full().len(), said);
        let common = entries().filter(|(_, size)| *size <= COMMON_SIZE).count();
        assert_eq!(Lexicon::common().len(), common);
        // SCOWL 2020.12.07 has 455 of the words at size 10 and 464 at 20.
        assert_eq!(common, 919);
        // "a bet3 ble bly3 ced3 ces3 che3 chy4 cid2": of sizes 35, 10, 40 and 20.
        let (full, common) = (Lexicon::full(), Lexicon::common());
        for (word, is_common) in [("abet", false), ("able", true), ("achy", false), ("acid", true)] {
            assert!(full.contains_str(word), "{word}");
            assert_eq!(common.contains_str(word), is_common, "{word}");
        }
    }
}
