/** Whose check-in it is and which clock they live by; built from the caller's principal. */
export interface CheckinOwner {
  userId: string;
  companyId: string | null;
  timeZone: string;
}
