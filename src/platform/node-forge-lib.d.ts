// node-forge's own modules, imported one by one so the fallback cipher carries only RSA and SHA-256.
declare module 'node-forge/lib/forge' {
  const forge: unknown;
  export default forge;
}
declare module 'node-forge/lib/rsa';
declare module 'node-forge/lib/sha256';
