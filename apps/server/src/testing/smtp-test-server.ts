import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

/**
 * A real SMTP server inside the test process (smtp-server), parsing what it receives with
 * mailparser. It can refuse mails with a given reply code, and stop and start again on the same
 * port, to play an SMTP relay that is down or unhappy.
 */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  let refusal: { code: number; message: string } | undefined;
  let port = 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disableReverseLookup: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // The product keeps its connection between mails (a pool of one): stopping answers it 421
      // after 200 ms instead of waiting 30 s for it to leave.
      closeTimeout: 200,
      onRcptTo(_address, _session, callback) {
        if (!refusal) return callback();
        const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
        callback(error);
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              ...mail,
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            });
            callback();
          })
          .catch(callback);
      },
    });

  let server = create();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();

  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /** Every RCPT TO is answered with `code` (451 temporary, 550 permanent) until `accept()`. */
    refuse(code: number, message = "Boîte indisponible") {
      refusal = { code, message };
    },
    accept() {
      refusal = undefined;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Listens again on the same port, as a relay back from maintenance. */
    async restart() {
      server = create();
      await listen();
    },
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
