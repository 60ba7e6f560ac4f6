import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey in software for API tests: answers WebAuthn registration and authentication options as a platform
 * authenticator would (attestation "none", ES256, user present and verified), so the server's real
 * @simplewebauthn verification runs. Browser tests use Chromium's virtual authenticator instead.
 */
export function softwareAuthenticator(origin: string) {
  const rpID = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = randomBytes(16);
  let counter = 0;
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
  const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest();

  function authData(flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++counter);
    return Buffer.concat([sha256(rpID), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  function coseKey(key: KeyObject): Uint8Array {
    const jwk = key.export({ format: "jwk" });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    return isoCBOR.encode(cose);
  }

  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64(credentialId),

    /** The browser's answer to `navigator.credentials.create(options)`. */
    register(options: { challenge: string }) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey(publicKey)]);
      // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData(0x45, attested)]]) as never);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: "public-key",
        response: { clientDataJSON: b64(clientData("webauthn.create", options.challenge)), attestationObject: b64(attestationObject), transports: ["internal"] },
        clientExtensionResults: {},
      };
    },

    /** The browser's answer to `navigator.credentials.get(options)`. */
    authenticate(options: { challenge: string }) {
      const data = authData(0x05);
      const json = clientData("webauthn.get", options.challenge);
      const signature = createSign("sha256").update(Buffer.concat([data, sha256(json)])).sign(privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: "public-key",
        response: { authenticatorData: b64(data), clientDataJSON: b64(json), signature: b64(signature) },
        clientExtensionResults: {},
      };
    },
  };
}
