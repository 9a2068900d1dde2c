/** The account as the web app sees it: never the password hash or internal dates. */
import type { TUser } from '@guidebook/contract';

export function presentUser(u: {
  id_user: number;
  email: string;
  name: string;
  lastname: string;
  role: string;
}): TUser {
  return { id_user: u.id_user, email: u.email, name: u.name, lastname: u.lastname, role: u.role };
}
