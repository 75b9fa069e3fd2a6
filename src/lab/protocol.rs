//! What the lab's page and its worker say to each other: JSON strings, so
//! that both ends read them with the types below and nothing else.
//!
//! A worker says it is [`FromWorker::Ready`] (a message sent before its
//! handler is in place would be lost); the page then sends it the
//! [`ToWorker::Plan`] and chunks of games to [`ToWorker::Play`], one
//! ahead of the one being played so that the worker never waits for the
//! page. A plan with a scenario is set up by it in the worker first (it
//! loads the lists, with the player's own list files the page hands it),
//! chunks waiting meanwhile, and it says what the plan plays and how its
//! games end ([`FromWorker::SetUp`]). The worker answers with batches of
//! finished games as they come, so the charts fill in, and
//! [`FromWorker::Played`] after each chunk; or [`FromWorker::Stopped`],
//! why the run cannot go on (a game that could not be played, a scenario
//! that could not be set up). Cancelling is the page ending the worker: a
//! worker busy playing games reads no messages. Both ends write them with
//! `worker_io::to_json`.
//!
//! What the worker says for people travels as words in both languages,
//! not as the core's values (`GameFailure`, `ScenarioRefusal`, the
//! scenario): the page would carry their readers, and every rule's
//! refusal in them, for sentences the worker can write (the readers of
//! `GameFailure` alone were over 100 KB of the page's code).

use clouds_core::{GameFigures, LabPlan, Text};
use serde::{Deserialize, Serialize};

/// Texts in both languages as the worker posts them: each one's English,
/// then its Russian. (Plain strings: a message of texts cost the page's
/// bundle their reader, several KB.)
pub fn in_words(texts: &[Text]) -> Vec<String> {
    (texts.iter())
        .flat_map(|t| [t.en.clone(), t.ru.clone()])
        .collect()
}

/// The texts of [`in_words`], read back.
pub fn texts_of(words: &[String]) -> Vec<Text> {
    (words.chunks_exact(2))
        .map(|pair| Text::new(pair[0].as_str(), pair[1].as_str()))
        .collect()
}

#[derive(Debug, Serialize, Deserialize)]
pub enum ToWorker {
    /// The run's plan, sent once, before any chunk; with a scenario, the
    /// player's own list files kept on the device (faction id, text), for
    /// the lists the worker loads.
    Plan {
        plan: LabPlan,
        lists: Vec<(String, String)>,
    },
    /// Play games `from..to` of the plan's row of games (`LabPlan::place`:
    /// game k of every series, then game k + 1).
    Play { from: u32, to: u32 },
}

#[derive(Debug, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker listens.
    Ready,
    /// Games finished since the last batch, each with its series in the
    /// plan (against the goldfish 0: list A, 1: list B; head to head 0;
    /// against the field, the opponent's place).
    Games(Vec<(usize, GameFigures)>),
    /// Every game of the last chunk is played and posted.
    Played,
    /// The plan's games are set up by its scenario: what they play (the
    /// scenario, list A's side) and how they end ([`in_words`]).
    SetUp(Vec<String>),
    /// The run cannot go on, and why ([`in_words`]): a game could not be
    /// played, or the plan's scenario could not be set up.
    Stopped(Vec<String>),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_travel_as_words_and_come_back() {
        let texts = [Text::new("Done", "Готово"), Text::new("", "—")];
        let words = in_words(&texts);
        assert_eq!(words, ["Done", "Готово", "", "—"]);
        assert_eq!(texts_of(&words), texts);
        let message = FromWorker::Stopped(in_words(&texts[..1]));
        let json = serde_json::to_string(&message).unwrap();
        let Ok(FromWorker::Stopped(back)) = serde_json::from_str(&json) else {
            panic!("{json}");
        };
        assert_eq!(texts_of(&back), texts[..1]);
    }
}
