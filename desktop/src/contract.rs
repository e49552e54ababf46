//! The desktop side of `src/shared/contracts/desktop.ts`: the same command names, callback path,
//! outcome values, token fields and schemes. `desktop-contract.test.ts` (beside the TypeScript
//! contract) reads this file and the Tauri configuration and fails when they drift apart.

/// The commands the page invokes (spec §7). Tauri registers each under its function's name
/// (lib.rs, `generate_handler!`), and build.rs lists them for the permissions.
#[allow(dead_code)] // read by the contract test
pub const COMMANDS: [&str; 3] = [
    "initiate_oauth_login",
    "clear_stored_tokens",
    "get_valid_token",
];

/// `kc_idp_hint` values the page may send (none: e-mail on the provider's own page).
pub const IDP_HINTS: [&str; 3] = ["google", "microsoft", "apple"];

/// Where the identity provider returns in the system browser, and where the window is brought back.
pub const CALLBACK_PATH: &str = "/auth/desktop-callback";

/// The query parameter carrying the outcome when the window is brought back.
pub const OUTCOME_PARAM: &str = "desktop_outcome";

/// How a sign-in that came back ended (the page explains each failure).
pub const OUTCOME_SIGNED_IN: &str = "signed-in";
pub const OUTCOME_CANCELLED: &str = "cancelled";
pub const OUTCOME_INVALID_STATE: &str = "invalid_state";
pub const OUTCOME_INVALID_NONCE: &str = "invalid_nonce";
pub const OUTCOME_FAILED: &str = "failed";
pub const OUTCOME_UNAVAILABLE: &str = "unavailable";

/// A token with less than this left is refreshed before it is handed over (or at half its life
/// when it lives less than twice this).
pub const REFRESH_MARGIN_SECONDS: u64 = 300;

/// `get_valid_token`'s answer, serialized as `{ accessToken, idToken, expiresAt }` (camelCase).
#[allow(dead_code)] // read by the contract test; tokens.rs's `TokenForPage` has these fields
pub const TOKEN_FIELDS: [&str; 3] = ["accessToken", "idToken", "expiresAt"];

/// The custom URL schemes: one per kind of deployment, chosen by the host of the web app.
pub const SCHEME_PRODUCTION: &str = "quadrant";
pub const SCHEME_DEV: &str = "quadrant-dev";
pub const SCHEME_LOCAL: &str = "quadrant-local";

/// The scheme of the build that belongs to a deployment on `host` (spec §2: local on localhost,
/// dev when the host contains `dev.`, the product's otherwise).
pub fn scheme_for_host(host: &str) -> &'static str {
    let host = host.to_ascii_lowercase();
    if matches!(host.as_str(), "localhost" | "127.0.0.1" | "[::1]" | "::1") {
        SCHEME_LOCAL
    } else if host.contains("dev.") {
        SCHEME_DEV
    } else {
        SCHEME_PRODUCTION
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scheme_by_host() {
        assert_eq!(scheme_for_host("localhost"), SCHEME_LOCAL);
        assert_eq!(scheme_for_host("127.0.0.1"), SCHEME_LOCAL);
        assert_eq!(scheme_for_host("[::1]"), SCHEME_LOCAL);
        assert_eq!(scheme_for_host("dev.quadrant.app"), SCHEME_DEV);
        assert_eq!(scheme_for_host("app.dev.quadrant.app"), SCHEME_DEV);
        assert_eq!(scheme_for_host("devices.example.com"), SCHEME_PRODUCTION);
        assert_eq!(scheme_for_host("quadrant.app"), SCHEME_PRODUCTION);
    }
}
