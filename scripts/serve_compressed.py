#!/usr/bin/env python3
"""Serves a folder on localhost the way a static host does: text, wasm and
JSON gzip-compressed when the browser accepts it. Python's own
`http.server` sends everything raw, which makes a page look five times
heavier than it is once hosted.

    scripts/serve_compressed.py <port> <folder>
"""

import gzip
import http.server
import os
import sys

COMPRESSED = (".html", ".js", ".css", ".wasm", ".json", ".svg", ".webmanifest")


class Handler(http.server.SimpleHTTPRequestHandler):
    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts and path.endswith(COMPRESSED) and os.path.isfile(path)):
            return super().send_head()
        with open(path, "rb") as file:
            body = gzip.compress(file.read(), compresslevel=6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return _Body(body)

    def log_message(self, *args):
        pass


class _Body:
    """The compressed body, read once by `copyfile`."""

    def __init__(self, body):
        self.body = body

    def read(self, *_):
        body, self.body = self.body, b""
        return body

    def close(self):
        pass


if __name__ == "__main__":
    port, folder = int(sys.argv[1]), sys.argv[2]
    handler = lambda *a, **k: Handler(*a, directory=folder, **k)
    http.server.ThreadingHTTPServer(("127.0.0.1", port), handler).serve_forever()
