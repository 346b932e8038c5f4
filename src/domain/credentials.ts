/** A login as the member typed it (or as the app's secure storage released it). */
export interface Credentials {
  loginId: string;
  password: string;
}
