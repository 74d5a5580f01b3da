//! Money is whole won in `i64`, never a float. [`won`] writes it the Korean way: `50,000`.

/// `n` with thousands separators (no unit).
pub fn won(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if n < 0 { format!("-{out}") } else { out }
}

#[cfg(test)]
mod tests {
    #[test]
    fn thousands_are_separated() {
        assert_eq!(super::won(0), "0");
        assert_eq!(super::won(999), "999");
        assert_eq!(super::won(50_000), "50,000");
        assert_eq!(super::won(1_000_000), "1,000,000");
        assert_eq!(super::won(-12_345), "-12,345");
    }
}
