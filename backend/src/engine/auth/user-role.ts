import { registerEnumType } from 'type-graphql';

/** An admin changes things; an analyst reads everything an admin reads and changes nothing. */
export enum UserRole {
  ADMIN = 'ADMIN',
  ANALYST = 'ANALYST',
}

registerEnumType(UserRole, { name: 'UserRole' });
