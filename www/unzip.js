// @ts-check
// The data files in pkg/data/ (hint files, opening books) are stored as gzip copies (FILE.gz,
// written by scripts/build-web.sh): their bit-packed sets still shrink by 1.4 to 8 % (the
// French book by 12 %), and a static host sends a binary file as it is. A host that marks .gz files with
// Content-Encoding: gzip has the browser unzip them before the page sees them. The first byte
// tells the two apart: gzip begins with 0x1f, each file with the first letter of its magic
// ("PEGT2", "POB1"). Either way the engine checks the unzipped bytes against their SHA-256.

const GZIP_FIRST_BYTE = 0x1f;
const DAMAGED = 'the download is damaged: it does not unzip';

/**
 * The stream of a data file's own bytes, from the body of the response that brought it. A
 * copy that does not unzip fails with DAMAGED; a transfer that fails (the network, an abort)
 * fails with its own error, as the body would have.
 * @param {ReadableStream<Uint8Array>} body
 * @returns {Promise<ReadableStream<Uint8Array>>}
 */
export async function unzipped(body) {
  const [peek, whole] = body.tee();
  const peeking = peek.getReader();
  const { value } = await peeking.read();
  peeking.cancel().catch(() => {});
  if (value?.[0] !== GZIP_FIRST_BYTE) return whole;
  /** The transfer's own failure, told apart from the unzipping's. @type {any} */
  let cut = null;
  const transfer = relay(whole.getReader(), (error) => (cut = error));
  const unzipping = transfer.pipeThrough(new DecompressionStream('gzip')).getReader();
  return relay(unzipping, (error) => (error === cut ? error : new Error(DAMAGED)));
}

/**
 * A stream of what `reader` reads, whose error is `failure(error)`.
 * @param {ReadableStreamDefaultReader<Uint8Array>} reader
 * @param {(error: any) => any} failure
 */
function relay(reader, failure) {
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(failure(error));
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
