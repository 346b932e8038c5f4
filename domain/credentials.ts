/** A login as the member typed it (or as the app's secure storage released it). */
export interface Credentials {
  loginId: string;
  password: string;
  /**
   * The password is already the RSA-OAEP ciphertext under the operator's key (the app shell's saved login): sent as it is, never encrypted again, never seen in plain text by the page.
   */
  sealed?: true;
}
