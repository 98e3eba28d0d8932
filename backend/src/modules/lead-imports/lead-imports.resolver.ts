import { Arg, Authorized, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { UserRole } from '../../engine/auth/user-role';
import { InvalidInputError, NotFoundError } from '../../engine/errors';
import { MAX_PAGE_SIZE } from '../../engine/db/keyset-pagination';
import { LeadImport } from './lead-import.entity';
import type { LeadImportsService } from './lead-imports.service';

const DEFAULT_IMPORTS = 20;

/** The CSV imports' status (admins only); the upload itself is REST's (multipart). */
@Resolver(() => LeadImport)
export class LeadImportsResolver {
  constructor(private readonly imports: LeadImportsService) {}

  @Authorized(UserRole.ADMIN)
  @Query(() => LeadImport, { nullable: true, description: 'an import and its progress; null for an unknown id' })
  async leadImport(@Arg('id', () => ID) id: string): Promise<LeadImport | null> {
    try {
      return await this.imports.get(id);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  @Authorized(UserRole.ADMIN)
  @Query(() => [LeadImport], { description: 'the newest imports first' })
  async leadImports(@Arg('first', () => Int, { nullable: true }) first?: number | null): Promise<LeadImport[]> {
    const count = first ?? DEFAULT_IMPORTS;
    if (count < 1 || count > MAX_PAGE_SIZE) {
      throw new InvalidInputError({ first: `first must be between 1 and ${MAX_PAGE_SIZE}` });
    }
    return this.imports.list(count);
  }

  @FieldResolver(() => String, { description: 'its error file (row, column, reason), a CSV' })
  errorsUrl(@Root() found: LeadImport): string {
    return `/api/leads/imports/${found.id}/errors.csv`;
  }
}
