fn main() {
    // Listing the app's commands puts them under Tauri's permission system (`allow-<command>`),
    // so only the origins the capability names may call them (a remote page, here).
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(
        tauri_build::AppManifest::new().commands(&[
            "initiate_oauth_login",
            "clear_stored_tokens",
            "get_valid_token",
        ]),
    ))
    .expect("tauri-build failed");
}
