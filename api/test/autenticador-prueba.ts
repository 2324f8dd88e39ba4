import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { OpcionesRegistroLlave } from '@area-cliente/shared/contract';

/*
 * A software passkey for API tests: an ES256 key,
 * 'none' attestation and packed authenticator data, exactly what a browser forwards. Requests that
 * use it come to HOST from ORIGEN, the demo's relying party.
 */

export const HOST = 'localhost:8090';
export const ORIGEN = `http://${HOST}`;

// --- A minimal CBOR encoder (unsigned and negative integers, byte and text strings, maps) ---------

function cabecera(tipo: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(tipo << 5) | n]);
  if (n < 256) return Buffer.from([(tipo << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (tipo << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;
function cbor(x: Cbor): Buffer {
  if (typeof x === 'number') return x >= 0 ? cabecera(0, x) : cabecera(1, -1 - x);
  if (typeof x === 'string') return Buffer.concat([cabecera(3, Buffer.byteLength(x)), Buffer.from(x)]);
  if (x instanceof Uint8Array) return Buffer.concat([cabecera(2, x.length), x]);
  return Buffer.concat([cabecera(5, x.size), ...[...x].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

export const b64u = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');
const sha = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

/** Authenticator data flags: user present, user verified, attested credential data. */
export const FLAG = { UP: 0x01, UV: 0x04, AT: 0x40 };

/** One passkey on a device: its key pair, credential id, user handle and signature counter. */
export class Autenticador {
  readonly credencial = randomBytes(32);
  readonly aaguid = Buffer.alloc(16);
  private readonly claves = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  contador = 0;
  usuario = '';

  constructor(readonly rpId = 'localhost') {}

  get id(): string {
    return b64u(this.credencial);
  }

  private coseKey(): Buffer {
    const jwk = (this.claves.publicKey as KeyObject).export({ format: 'jwk' });
    return cbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private datosAutenticador(flags: number, conCredencial: boolean): Buffer {
    const contador = Buffer.alloc(4);
    contador.writeUInt32BE(this.contador);
    const partes: Uint8Array[] = [sha(this.rpId), Buffer.from([flags]), contador];
    if (conCredencial) {
      const largo = Buffer.alloc(2);
      largo.writeUInt16BE(this.credencial.length);
      partes.push(this.aaguid, largo, this.credencial, this.coseKey());
    }
    return Buffer.concat(partes);
  }

  /** The browser's answer to `create` for these options. */
  crear(opciones: OpcionesRegistroLlave, { origen = ORIGEN } = {}) {
    this.usuario = opciones.user.id;
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: opciones.challenge,
      origin: origen,
      crossOrigin: false,
    });
    const authData = this.datosAutenticador(FLAG.UP | FLAG.UV | FLAG.AT, true);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: { credProps: { rk: true } },
      response: {
        clientDataJSON: b64u(clientDataJSON),
        attestationObject: b64u(attestationObject),
        transports: ['internal', 'hybrid'],
      },
    };
  }

  /** The browser's answer to `get`: signs `challenge` and moves the counter on by `paso` (0: none kept). */
  firmar(challenge: string, { origen = ORIGEN, paso = 1, flags = FLAG.UP | FLAG.UV } = {}) {
    this.contador += paso;
    const authData = this.datosAutenticador(flags, false);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge, origin: origen, crossOrigin: false }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha(clientDataJSON)]), this.claves.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        ...(this.usuario ? { userHandle: this.usuario } : {}),
      },
    };
  }
}
