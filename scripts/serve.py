"""Serves www/ the way a static host does: HTTP/1.1 keep-alive, and the gzip copy of a file
(FILE.gz, written by build-web.sh, unless the file is newer) when the browser accepts gzip.

    python3 scripts/serve.py [--port N] [--csp POLICY] [--gz-encoded] [DIR]

--gz-encoded sends a requested FILE.gz with Content-Encoding: gzip, as some hosts do (the
browser then unzips it before the page sees it): the tests check the page copes.

Port 0 picks a free port; the first line printed is "port N".
"""
import argparse
import functools
import http.server
import os
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    csp = None
    gz_encoded = False

    def end_headers(self):
        if self.csp:
            self.send_header("Content-Security-Policy", self.csp)
        super().end_headers()

    def send_head(self):
        path = self.translate_path(self.path)
        if self.gz_encoded and path.endswith(".gz") and os.path.isfile(path):
            return self.send_gzip(path, path[: -len(".gz")])
        gz = path + ".gz"
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        # A gzip copy older than its file is stale (the file was edited since the build).
        fresh = os.path.isfile(gz) and os.path.isfile(path) and os.path.getmtime(gz) >= os.path.getmtime(path)
        if accepts and fresh:
            return self.send_gzip(gz, path)
        return super().send_head()

    def send_gzip(self, gz, path):
        """Sends the gzip copy `gz` of the file at `path` as that file, gzip-encoded."""
        f = open(gz, "rb")
        size = os.fstat(f.fileno()).st_size
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(size))
        self.send_header("Last-Modified", self.date_time_string(os.path.getmtime(path if os.path.isfile(path) else gz)))
        self.end_headers()
        return f

    def log_message(self, *args):
        pass


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser that stops a download (the page left a board whose hint file was coming)
        # closes the connection mid-body: normal, not worth a traceback.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--csp")
    parser.add_argument("--gz-encoded", action="store_true")
    parser.add_argument("dir", nargs="?", default="www")
    args = parser.parse_args()
    Handler.csp = args.csp
    Handler.gz_encoded = args.gz_encoded
    server = Server(
        ("127.0.0.1", args.port), functools.partial(Handler, directory=args.dir)
    )
    # One write: a reader may see the pieces of a multi-part print one at a time.
    print(f"port {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
