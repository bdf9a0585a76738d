"""A scripted Anthropic Messages API on 127.0.0.1, for driving the real Claude Code CLI offline.

It answers `POST /v1/messages` (any query string) in both forms the API has: Server-Sent Events
when the request says `"stream": true` (what the CLI uses), a plain JSON message otherwise. Every
request body is kept in `requests`, so a test can assert what reached the model. What to answer
is decided by a `script`: a function from the request body to a reply, where a reply is
`{"text": "..."}` or `{"tool_use": {"name": ..., "input": {...}}}`.

It binds to 127.0.0.1 only and is also the HTTP(S) proxy the tests hand to the CLI, so a request
for anything else lands here too (and gets a 404) instead of leaving the machine.
"""

from __future__ import annotations

import itertools
import json
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = dict[str, Any]
Script = Callable[[dict[str, Any]], Reply]

_ids = itertools.count(1)


def message(reply: Reply, model: str) -> dict[str, Any]:
    """The complete (non-streaming) Messages API response for a reply."""
    n = next(_ids)
    if "tool_use" in reply:
        use = reply["tool_use"]
        content = [{"type": "tool_use", "id": use.get("id", f"toolu_fake_{n}"),
                    "name": use["name"], "input": use["input"]}]
        stop = "tool_use"
    else:
        content = [{"type": "text", "text": reply.get("text", "ok")}]
        stop = "end_turn"
    return {"id": f"msg_fake_{n}", "type": "message", "role": "assistant", "model": model,
            "content": content, "stop_reason": stop, "stop_sequence": None,
            "usage": {"input_tokens": 10, "output_tokens": 5}}


def sse_events(msg: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The same message as the event sequence of a streamed response."""
    start = {**msg, "content": [], "stop_reason": None,
             "usage": {"input_tokens": 10, "output_tokens": 1}}
    events: list[tuple[str, dict[str, Any]]] = [("message_start",
                                                 {"type": "message_start", "message": start})]
    for index, block in enumerate(msg["content"]):
        if block["type"] == "tool_use":
            head = {"type": "tool_use", "id": block["id"], "name": block["name"], "input": {}}
            delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
        else:
            head = {"type": "text", "text": ""}
            delta = {"type": "text_delta", "text": block["text"]}
        events += [
            ("content_block_start", {"type": "content_block_start", "index": index,
                                     "content_block": head}),
            ("content_block_delta", {"type": "content_block_delta", "index": index,
                                     "delta": delta}),
            ("content_block_stop", {"type": "content_block_stop", "index": index}),
        ]
    events += [
        ("message_delta", {"type": "message_delta",
                           "delta": {"stop_reason": msg["stop_reason"], "stop_sequence": None},
                           "usage": {"output_tokens": 5}}),
        ("message_stop", {"type": "message_stop"}),
    ]
    return events


class FakeAnthropic:
    def __init__(self, script: Script) -> None:
        self.script = script
        self.requests: list[dict[str, Any]] = []
        self.other_paths: list[str] = []
        self._lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self.server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> FakeAnthropic:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:  # keep test output clean
                pass

            def _send(self, status: int, body: bytes, ctype: str = "application/json") -> None:
                self.send_response(status)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self) -> None:
                with fake._lock:
                    fake.other_paths.append(f"GET {self.path}")
                self._send(404, b'{"type":"error","error":{"type":"not_found_error",'
                           b'"message":"not here"}}')

            do_HEAD = do_GET

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                if not self.path.startswith("/v1/messages") or "count_tokens" in self.path:
                    with fake._lock:
                        fake.other_paths.append(f"POST {self.path}")
                    if "count_tokens" in self.path:
                        self._send(200, b'{"input_tokens": 100}')
                    else:
                        self.do_GET()
                    return
                body = json.loads(raw or b"{}")
                with fake._lock:
                    fake.requests.append(body)
                    reply = fake.script(body)
                msg = message(reply, body.get("model", "claude-fake"))
                if not body.get("stream"):
                    self._send(200, json.dumps(msg).encode())
                    return
                chunks = b"".join(
                    f"event: {name}\ndata: {json.dumps(data)}\n\n".encode()
                    for name, data in sse_events(msg))
                self._send(200, chunks, "text/event-stream")

        return Handler


def tool_results(body: dict[str, Any]) -> list[dict[str, Any]]:
    """Every tool_result block in a request's messages."""
    found = []
    for msg in body.get("messages", []):
        content = msg.get("content")
        if isinstance(content, list):
            found += [b for b in content if isinstance(b, dict) and b.get("type") == "tool_result"]
    return found
