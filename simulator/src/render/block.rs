//! What a blocked or refused client sees instead of results, as MARKETPLACE.md "Blocking"
//! describes: the bot manager's `Access Denied` page, a small script challenge, the maintenance
//! notice, and plain error pages.

use super::{Escaped, put};

/// The bot manager's refusal: a page titled `Access Denied` (the site serves it with 200 or 403).
pub fn access_denied_page(reference: &str) -> String {
    format!(
        "<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \n\
         You don't have permission to access \"http&#58;&#47;&#47;www&#46;coupang&#46;com&#47;np&#47;search&#63;\" on this server.<P>\n\
         Reference&#32;&#35;{}\n<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;{}</P>\n</BODY>\n</HTML>\n",
        Escaped(reference),
        Escaped(reference)
    )
}

/// About 1.2 KB: a script that would compute a token, set a cookie and reload; no product list.
pub fn challenge_page(token: &str) -> String {
    let mut out = String::with_capacity(1_300);
    put!(
        out,
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><meta name=\"robots\" content=\"noindex, nofollow\">\
         <title></title><script>(function(){{var t=\"{}\",s=0;for(var i=0;i<t.length;i++){{s=(s*31+t.charCodeAt(i))%1000000007;}}\
         document.cookie=\"_abck=\"+t+\"~\"+s+\"~-1~-1; path=/; max-age=7200\";\
         setTimeout(function(){{location.reload();}},150);}})();</script>\
         <script src=\"/akam/13/pixel_{}\" async></script></head><body><noscript>",
        Escaped(token),
        Escaped(&token[..token.len().min(8)])
    );
    // Pad with an inert comment to the weight the real challenge has.
    out.push_str("Please enable JavaScript to continue.</noscript></body></html>");
    if out.len() < 1_180 {
        let pad = 1_180 - out.len();
        out.push_str("<!-- ");
        out.push_str(&"0".repeat(pad));
        out.push_str(" -->");
    }
    out
}

/// The maintenance notice.
pub fn maintenance_page() -> String {
    "<!DOCTYPE html>\n<html lang=\"ko\">\n<head><meta charset=\"utf-8\"><title>쿠팡 서비스 점검 안내</title></head>\n\
     <body>\n<div class=\"maintenance\">\n<h1>서비스 점검 안내</h1>\n<p>더 나은 서비스를 위해 점검 중입니다.</p>\n\
     <p>점검 시간 동안 서비스 이용이 일시 중단됩니다. 이용에 불편을 드려 죄송합니다.</p>\n</div>\n</body>\n</html>\n"
        .to_owned()
}

/// The body of a plain 403.
pub fn forbidden_page() -> String {
    "<html><head><title>403 Forbidden</title></head><body><h1>Forbidden</h1>\
     <p>비정상적인 접근이 감지되었습니다.</p></body></html>\n"
        .to_owned()
}

/// The body of a 500.
pub fn server_error_page() -> String {
    "<html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1>\
     <p>일시적으로 접속이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.</p></body></html>\n"
        .to_owned()
}

/// The body of a 429 (the simulator's request cap).
pub fn too_many_requests_page() -> String {
    "<html><head><title>429 Too Many Requests</title></head><body><h1>Too Many Requests</h1></body></html>\n"
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_challenge_weighs_about_one_point_two_kilobytes_and_has_a_script() {
        let page = challenge_page("a1b2c3d4e5f6a7b8c9d0");
        assert!((1_100..=1_400).contains(&page.len()), "{}", page.len());
        assert!(page.contains("<script>"));
        assert!(!page.contains("product-list") && !page.contains("productList"));
    }

    #[test]
    fn the_access_denied_page_is_titled_so() {
        assert!(access_denied_page("18.1.2").contains("<TITLE>Access Denied</TITLE>"));
    }
}
