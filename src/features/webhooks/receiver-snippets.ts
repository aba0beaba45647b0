import { DEFAULT_TOLERANCE_SECONDS, SIGNATURE_HEADER } from '@/lib/webhook-signature';

/** A receiver written from the signature recipe, ready to copy: its language, file and code. */
export interface ReceiverSnippet {
  id: 'node' | 'python';
  label: string;
  code: string;
}

/** The port the snippets' receivers listen on (the README's local try-out uses it too). */
const PORT = 9000;

/**
 * The Node.js check of a delivery (node:crypto only): `verifySignature(secret, header, rawBody)`.
 * Its own text so that a unit test runs exactly what the screen offers.
 */
export const nodeVerifier = `import { createHmac, timingSafeEqual } from 'node:crypto';

/** True when the ${SIGNATURE_HEADER} header signs these raw body bytes with the secret, made within ${DEFAULT_TOLERANCE_SECONDS} s. */
function verifySignature(secret, header, rawBody, nowSeconds = Date.now() / 1000) {
  const fields = header.split(',').map((part) => part.trim().split(/=(.*)/s));
  const t = fields.find(([name]) => name === 't')?.[1] ?? '';
  if (!/^\\d+$/.test(t) || Math.abs(nowSeconds - Number(t)) > ${DEFAULT_TOLERANCE_SECONDS}) return false;
  const key = Buffer.from(secret, 'base64'); // the key: the base64-decoded secret
  const digest = createHmac('sha256', key).update(\`\${t}.\`).update(rawBody).digest(); // over "<t>.<raw body>"
  return fields.some(([name, value]) => {
    if (name !== 'sigv1') return false;
    const signature = Buffer.from(value, 'base64'); // each sigv1: a base64-encoded digest
    return signature.length === digest.length && timingSafeEqual(signature, digest);
  });
}
`;

const nodeReceiver = `// receiver.mjs: WEBHOOK_SECRET='<signing secret>' node receiver.mjs
${nodeVerifier.replace("from 'node:crypto';", "from 'node:crypto';\nimport { createServer } from 'node:http';")}
createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const rawBody = Buffer.concat(chunks); // the bytes as received: verify before parsing
  const header = String(req.headers['${SIGNATURE_HEADER.toLowerCase()}'] ?? '');
  if (!verifySignature(process.env.WEBHOOK_SECRET ?? '', header, rawBody)) return res.writeHead(403).end();
  const { itemId, itemType, runId } = JSON.parse(rawBody.toString('utf8'));
  console.log(\`\${itemType} \${itemId}: run \${runId} completed\`);
  res.writeHead(204).end();
}).listen(${PORT});
`;

const pythonReceiver = `# receiver.py: WEBHOOK_SECRET='<signing secret>' python3 receiver.py
import base64, binascii, hashlib, hmac, json, os, time
from http.server import BaseHTTPRequestHandler, HTTPServer


def verify_signature(secret, header, raw_body, now=None):
    """True when the ${SIGNATURE_HEADER} header signs these raw body bytes with the secret, made within ${DEFAULT_TOLERANCE_SECONDS} s."""
    fields = [part.strip().partition("=") for part in header.split(",")]
    t = next((value for name, _, value in fields if name == "t"), "")
    if not (t.isascii() and t.isdigit()) or abs((now or time.time()) - int(t)) > ${DEFAULT_TOLERANCE_SECONDS}:
        return False
    key = base64.b64decode(secret)  # the key: the base64-decoded secret
    digest = hmac.new(key, t.encode() + b"." + raw_body, hashlib.sha256).digest()  # over "<t>.<raw body>"
    for name, _, value in fields:
        if name == "sigv1":
            try:
                signature = base64.b64decode(value, validate=True)  # each sigv1: a base64-encoded digest
            except binascii.Error:
                continue
            if hmac.compare_digest(signature, digest):
                return True
    return False


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        raw_body = self.rfile.read(int(self.headers.get("Content-Length", 0)))  # the bytes as received
        header = self.headers.get("${SIGNATURE_HEADER}", "")
        if not verify_signature(os.environ["WEBHOOK_SECRET"], header, raw_body):
            self.send_response(403)
            self.end_headers()
            return
        delivery = json.loads(raw_body)
        print(f"{delivery['itemType']} {delivery['itemId']}: run {delivery['runId']} completed")
        self.send_response(204)
        self.end_headers()


HTTPServer(("", ${PORT}), Receiver).serve_forever()
`;

/** The receivers the Webhooks screens offer to copy, with this service's header name. */
export const receiverSnippets: readonly ReceiverSnippet[] = [
  { id: 'node', label: 'Node.js', code: nodeReceiver },
  { id: 'python', label: 'Python', code: pythonReceiver },
];
