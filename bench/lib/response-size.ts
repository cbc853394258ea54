import { connect } from "node:net";

/** Bytes of the status line and headers of a GET answer, as sent on the wire. */
export function headerBytes(url: string, acceptEncoding: string): Promise<number> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolveBytes, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: ${acceptEncoding}\r\nConnection: close\r\n\r\n`,
      );
    });
    let received = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf("\r\n\r\n");
      if (end >= 0) {
        socket.destroy();
        resolveBytes(end + 4);
      }
    });
    socket.once("error", reject);
    socket.once("close", () => reject(new Error(`no header end from ${url}`)));
  });
}
