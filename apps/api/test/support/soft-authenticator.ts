import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software WebAuthn authenticator for the API tests: makes the browser's JSON answers
 * (registration with attestation "none", then signed assertions) with a real P-256 key, so the
 * server's verification (@simplewebauthn/server) runs for real. The journeys use Chromium's
 * virtual authenticator instead.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  get id(): string {
    return this.credentialId.toString('base64url');
  }

  register(options: { challenge: string }, userVerified = true) {
    const clientDataJSON = this.clientData('webauthn.create', options.challenge);
    const cose = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.rpIdHash(),
      Buffer.from([userVerified ? 0x45 : 0x41]), // UP | UV | AT, or UP | AT
      this.counterBytes(),
      Buffer.alloc(16), // AAGUID
      idLength,
      this.credentialId,
      cose,
    ]);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return this.credential(clientDataJSON, {
      attestationObject: attestationObject.toString('base64url'),
      transports: ['internal'],
    });
  }

  /** `userVerified: false`: an authenticator that only saw a touch, no PIN or fingerprint. */
  authenticate(options: { challenge: string }, origin = this.origin, userVerified = true) {
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const flags = userVerified ? 0x05 : 0x01; // UP | UV, or UP alone
    const authData = Buffer.concat([this.rpIdHash(), Buffer.from([flags]), this.counterBytes()]);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]),
      this.privateKey,
    );
    return this.credential(clientDataJSON, {
      authenticatorData: authData.toString('base64url'),
      signature: signature.toString('base64url'),
    });
  }

  /** The browser's JSON form of a credential, as `navigator.credentials` hands it over. */
  private credential<Response extends object>(clientDataJSON: Buffer, response: Response) {
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: clientDataJSON.toString('base64url'), ...response },
    };
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private rpIdHash(): Buffer {
    return createHash('sha256').update(this.rpId).digest();
  }

  private counterBytes(): Buffer {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(this.counter);
    return bytes;
  }
}

/** Just enough CBOR for the above: maps, byte and text strings, small integers. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(length, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    const parts: Buffer[] = [head(5, value.size)];
    for (const [key, item] of value) parts.push(cbor(key), cbor(item));
    return Buffer.concat(parts);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}
