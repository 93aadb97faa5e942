vcl 4.1;
#
# RideMarket behind Varnish: three app instances on one PostgreSQL (docs/operations.md §10).
#
# What is cached here: only what the app itself marks `public` (Varnish's built-in rules refuse
# `private`, `no-store`, `no-cache` and any answer that sets a cookie). Today that is the build's
# static files (/_next/static, /fonts), robots.txt, the sitemaps, the Naver EP feed, public photos
# (review photos a year, community post photos a minute) and their share images. HTML pages are
# NOT cached here: each one carries the visitor's anonymous id and a per-response CSP nonce, so the
# app answers them `private`; the app keeps its own per-instance page cache for them instead.
#
# Check with: varnishd -C -f deploy/varnish/ridemarket.vcl

import directors;

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

# Who may PURGE: the app instances' hosts and this machine (an operator's curl).
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

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(405, "Not allowed"));
        }
        return (purge);
    }

    # Health endpoints are never cached: each answer is about one instance, now.
    if (req.url ~ "^/(readyz|healthz)") {
        return (pass);
    }

    # The same for every visitor, whatever cookies it sends: drop them, so the built-in rule that
    # passes every request with a cookie does not pass these.
    if (req.url ~ "^/(_next/static/|fonts/|robots\.txt$|sitemap\.xml$|sitemaps/|ep/naver\.tsv$)") {
        unset req.http.Cookie;
        return (hash);
    }

    # Photos keep their cookies: a private photo (a hand-over record) is shown to its owner only, and
    # the app answers it `private, no-store`, which is never stored. A public one is marked public.
    if (req.url ~ "^/app/v4/images/" && (req.method == "GET" || req.method == "HEAD")) {
        return (hash);
    }

    # Everything else (pages, GraphQL, uploads, payments) goes to the app as it came.
    return (pass);
}

sub vcl_backend_response {
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
    if (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
}
