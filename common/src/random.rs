//! Random secrets (keys, generated passwords) as hex text. A leaf: configuration and accounts both
//! use it.

use rand::RngCore;

/// `bytes` random bytes as lower-case hex.
pub fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    rand::rng().fill_bytes(&mut buf);
    buf.iter().map(|b| format!("{b:02x}")).collect()
}
