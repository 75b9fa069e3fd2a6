//! The share link contract (DESIGN.md): `<app url>#army=<payload>` opens
//! the army; `#print=<payload>` opens its print view.

/// What a URL fragment asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fragment {
    Army(String),
    Print(String),
}

impl Fragment {
    /// Reads `#army=…` or `#print=…`; anything else is not a share link.
    pub fn parse(hash: &str) -> Option<Fragment> {
        let fragment = hash.trim_start_matches('#');
        if let Some(payload) = fragment.strip_prefix("army=") {
            Some(Fragment::Army(payload.to_owned()))
        } else {
            fragment
                .strip_prefix("print=")
                .map(|payload| Fragment::Print(payload.to_owned()))
        }
    }

    pub fn hash(&self) -> String {
        match self {
            Fragment::Army(payload) => format!("#army={payload}"),
            Fragment::Print(payload) => format!("#print={payload}"),
        }
    }
}

/// The full link: the app's address without its fragment, then `#army=`.
pub fn share_link(app_url: &str, payload: &str) -> String {
    let base = app_url.split('#').next().unwrap_or(app_url);
    format!("{base}{}", Fragment::Army(payload.to_owned()).hash())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fragments_round_trip() {
        for fragment in [
            Fragment::Army("abc".into()),
            Fragment::Print("x-y_z".into()),
        ] {
            assert_eq!(Fragment::parse(&fragment.hash()), Some(fragment));
        }
        assert_eq!(Fragment::parse("#edit=1"), None);
        assert_eq!(Fragment::parse(""), None);
    }

    #[test]
    fn links_replace_any_fragment() {
        assert_eq!(
            share_link("https://example.org/app/#edit=1", "P"),
            "https://example.org/app/#army=P"
        );
        assert_eq!(share_link("http://h/", "P"), "http://h/#army=P");
    }
}
