import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encrypts the provider secrets the owner stores in the database (the Zalo secret key and tokens) with AES-256-GCM,
 * under a key derived from the environment: SECRETS_KEY, or else the session secret (SESSION_SECRET, or the one
 * generated into DATA_DIR). A database dump or backup alone does not reveal them. Changing the key makes stored
 * secrets unreadable: the owner enters them again (decision 0040).
 */
export function createSecretBox(keyMaterial: string) {
  const key = Buffer.from(hkdfSync("sha256", keyMaterial, "shop-secret-box", "provider secrets v1", 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
    },
    /** The plain text, or null when the value was sealed under another key (or tampered with). */
    open(sealed: string | null | undefined): string | null {
      if (!sealed) return null;
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
