vcl 4.1;
#
# RideMarket behind Varnish: three app instances on one PostgreSQL (docs/operations.md §10).
#
# What is cached here: only what the app itself marks `public`. That is the build's static files
# (/_next/static, /fonts, the icon sprite), robots.txt, the sitemaps, the Naver EP feed, public photos (review photos
# a year, community post photos a minute) and their share images, and the HTML of shared pages: the
# home, search, items, models, businesses, community and content pages as a visitor without a
# session sees them (server/ssr/sharedPages.ts), kept for their s-maxage. Such a page carries no
# anonymous id and no per-response nonce, so it is the same bytes for every visitor of its URL and
# user-agent class. The app bans what a change makes stale (PURGE with X-Ban-Path, CACHE_PURGE_URL).
# A visitor with a session (sid/rid cookie) always goes to an instance.
#
# Check with: varnishd -C -f deploy/varnish/ridemarket.vcl

import directors;
import std;

probe readyz {
    # 200 only when the instance has started and its database answers; 503 while it drains on SIGTERM.
    .request = "GET /readyz HTTP/1.1" "Host: localhost" "Connection: close";
    .interval = 2s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
}

backend app1 { .host = "127.0.0.1"; .port = "3001"; .probe = readyz; .first_byte_timeout = 30s; }
backend app2 { .host = "127.0.0.1"; .port = "3002"; .probe = readyz; .first_byte_timeout = 30s; }
backend app3 { .host = "127.0.0.1"; .port = "3003"; .probe = readyz; .first_byte_timeout = 30s; }

# Who may PURGE (and BAN): the app instances' hosts and this machine (an operator's curl).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    new app = directors.round_robin();
    app.add_backend(app1);
    app.add_backend(app2);
    app.add_backend(app3);
}

sub vcl_recv {
    set req.backend_hint = app.backend();

    # PURGE from the purgers only. With X-Ban-Path (the app's, server/cluster/sharedCachePurge.ts) it
    # bans every kept object whose URL matches that regex, e.g. ^/nearby_store/12(/|\?|$) for a
    # shop's page and the pages under it, query strings included; stored objects carry their URL in
    # X-Url (vcl_backend_response), so the ban lurker drops them in the background. Without the
    # header it purges its one URL (an operator's curl). BAN is taken as the same.
    if (req.method == "PURGE" || req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(405, "Not allowed"));
        }
        if (req.http.X-Ban-Path) {
            if (std.ban("obj.http.X-Url ~ " + req.http.X-Ban-Path)) {
                return (synth(200, "Banned"));
            }
            return (synth(400, std.ban_error()));
        }
        if (req.method == "BAN") {
            return (synth(400, "X-Ban-Path required"));
        }
        return (purge);
    }

    # Health endpoints are never cached: each answer is about one instance, now.
    if (req.url ~ "^/(readyz|healthz|metrics)") {
        return (pass);
    }

    # The same for every visitor, whatever cookies it sends: drop them, so the built-in rule that
    # passes every request with a cookie does not pass these.
    if (req.url ~ "^/(_next/static/|fonts/|icons/sprite\.svg|robots\.txt$|sitemap\.xml$|sitemaps/|ep/naver\.tsv$)") {
        unset req.http.Cookie;
        return (hash);
    }

    # Photos keep their cookies: a private photo (a hand-over record) is shown to its owner only, and
    # the app answers it `private, no-store`, which is never stored. A public one is marked public.
    if (req.url ~ "^/app/v4/images/" && (req.method == "GET" || req.method == "HEAD")) {
        return (hash);
    }

    # APIs, uploads, payments and client-side navigations' page data go to the app as they came.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/(api/|app/v4/|item/v1/|order/v1/|capture/v1/|_next/data/|_next/image)") {
        return (pass);
    }

    # A member (session or refresh cookie, __Host- prefixed over https) gets their own page.
    if (req.http.Cookie ~ "(^|;\s*)(__Host-)?(sid|rid)=") {
        return (pass);
    }

    # A page for a visitor without a session. The app answers it `public` when it is the same for
    # every such visitor (a shared page) and `private` otherwise; only the former is stored. Cookies
    # stay on the request (a page that is not shared uses the visitor's anonymous id) but are not
    # part of the key: a shared page never reads them, and a response that sets one is not stored.
    #
    # Shared pages vary by user-agent class only (server/ssr/shell.ts: crawler or not, phone or not),
    # so the user agent is folded into one of four, with lib/crawler.ts's patterns (a unit test keeps
    # them the same), and the app renders for that one. The original goes along for the logs.
    set req.http.X-Client-User-Agent = req.http.User-Agent;
    if (req.http.User-Agent ~ "(?i)googlebot|googleother|google-inspectiontool|storebot-google|adsbot-google|mediapartners-google|apis-google|google-structured-data|\byeti\b|naverbot|daum(oa)?\b|daumoa|bingbot|bingpreview|msnbot|kakaotalk-scrap|kakaostory-og-reader|facebookexternalhit|facebot|meta-externalagent|twitterbot|slackbot|slack-imgproxy|chrome-lighthouse|lighthouse|discordbot|telegrambot|linkedinbot|pinterest(bot)?\/|whatsapp|applebot|duckduckbot|baiduspider|yandex(bot)?|petalbot|bytespider|semrushbot|ahrefsbot|pagespeed|gtmetrix") {
        if (req.http.User-Agent ~ "(?i)android|iphone|ipod|ipad|mobile|windows phone|iemobile|blackberry|opera mini|samsungbrowser|kakaotalk|naver\(inapp") {
            set req.http.User-Agent = "Mozilla/5.0 (Linux; Android) Mobile (compatible; Googlebot/2.1) RideMarket-Edge";
        } else {
            set req.http.User-Agent = "Mozilla/5.0 (compatible; Googlebot/2.1) RideMarket-Edge";
        }
    } else if (req.http.User-Agent ~ "(?i)android|iphone|ipod|ipad|mobile|windows phone|iemobile|blackberry|opera mini|samsungbrowser|kakaotalk|naver\(inapp") {
        set req.http.User-Agent = "Mozilla/5.0 (Linux; Android) Mobile RideMarket-Edge";
    } else {
        set req.http.User-Agent = "Mozilla/5.0 RideMarket-Edge";
    }
    set req.http.X-RM-Page = "1";
    return (hash);
}

sub vcl_backend_response {
    # Every stored object names its URL, for the app's bans.
    set beresp.http.X-Url = bereq.url;

    # A page is stored only when the app said so (`public` with s-maxage) and it sets no cookie;
    # anything else (a member's page, a page with the visitor's id, a redirect without
    # Cache-Control) is fetched per request (hit-for-miss, so a later shared answer is stored again).
    if (bereq.http.X-RM-Page && (beresp.http.Set-Cookie || beresp.http.Cache-Control !~ "(^|,)\s*public")) {
        set beresp.uncacheable = true;
        set beresp.ttl = 60s;
        return (deliver);
    }

    # stale-while-revalidate in Cache-Control becomes grace: a stale copy is served while one
    # request fetches the new one. Without it, a short grace still covers a slow refetch.
    if (beresp.http.Cache-Control !~ "stale-while-revalidate") {
        set beresp.grace = 10s;
    }
    # A missing photo (404: taken down) is not kept.
    if (beresp.status >= 400) {
        set beresp.ttl = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
}

sub vcl_deliver {
    unset resp.http.X-Url;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
}
