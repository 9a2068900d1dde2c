/** How many invitations a guide has had: the Analytics tab's "invitations created". */
import type { Db } from '../../db/client.ts';

export async function countInvitations(_db: Db, _idUser: number, _idGuide: number): Promise<number> {
  return 0;
}
