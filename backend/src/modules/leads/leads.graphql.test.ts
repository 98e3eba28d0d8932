import { startTestApp, validLeadInput, type GraphQLResponse, type TestApp } from '../../test/start-test-app';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signIn();
});
afterAll(() => app.close());

type LeadNode = { id: number; name: string };
type Connection = {
  nodes: LeadNode[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

const CREATE =
  'mutation Create($input: CreateLeadInput!) { createLead(input: $input) { id name email phone company businessType companySize annualRevenue clientValue marketingNeeds timeline budget source message createdAt } }';
const LEADS = `query Leads($first: Int, $after: String, $filter: LeadFilter, $sort: LeadSort) {
  leads(first: $first, after: $after, filter: $filter, sort: $sort) { nodes { id name } totalCount pageInfo { hasNextPage endCursor } }
}`;
const LEAD = 'query Lead($id: Int!) { lead(id: $id) { id name email company createdAt } }';

async function leads(variables: Record<string, unknown> = {}): Promise<GraphQLResponse<{ leads: Connection }>> {
  // `first` is declared Int (not Int!) above so that leaving it out uses the schema's default
  return app.graphql<{ leads: Connection }>(LEADS, variables, cookie);
}

async function names(variables: Record<string, unknown>): Promise<string[]> {
  const res = await leads(variables);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.leads.nodes.map((n) => n.name);
}

/**
 * Five leads with fixed creation days. Decoys make a search that forgot to escape LIKE
 * wildcards match too much: "Route 50 Logistics" for 50%, "Orbit Calc Analytics" for Orbit_Calc.
 */
const SEED = [
  {
    name: 'Ada Lovelace',
    email: 'ada@analytical.example',
    company: 'Orbit Calc Analytics',
    businessType: 'saas',
    companySize: '1-5',
    timeline: 'immediate',
    day: '2025-01-01',
  },
  {
    name: 'Grace Hopper',
    email: 'grace@cobol.example',
    company: 'Route 50 Logistics',
    businessType: 'b2b',
    companySize: '11-25',
    timeline: 'short-term',
    day: '2025-01-02',
  },
  {
    name: 'Alan Turing',
    email: 'alan@bletchley.example',
    company: 'Bletchley 50% Off',
    businessType: 'ecommerce',
    companySize: '11-25',
    timeline: 'mid-term',
    day: '2025-01-03',
  },
  {
    name: 'Katherine Johnson',
    email: 'kj@nasa.example',
    company: 'Orbit_Calc',
    businessType: 'saas',
    companySize: '51-100',
    timeline: 'short-term',
    day: '2025-01-04',
  },
  {
    name: 'Margaret Hamilton',
    email: 'Margaret@APOLLO.example',
    company: 'Apollo Guidance',
    businessType: 'agency',
    companySize: '250+',
    timeline: 'exploring',
    day: '2025-01-05',
  },
] as const;
const NEWEST_FIRST = SEED.map((s) => s.name).reverse();

describe('leads (the admin list)', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const { day, ...lead } of SEED) {
      const res = await app.graphql<{ createLead: { id: number } }>(CREATE, { input: validLeadInput(lead) });
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      ids[lead.name] = res.data.createLead.id;
      await app.dataSource.query('UPDATE "lead" SET created_at = $1 WHERE id = $2', [
        `${day}T00:00:00.000Z`,
        res.data.createLead.id,
      ]);
    }
  });

  it('refuses an anonymous caller with UNAUTHENTICATED and no lead data', async () => {
    const res = await app.request('/graphql', { method: 'POST', body: { query: LEADS, variables: {} } });
    const body = res.body as GraphQLResponse;
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const { name, email } of SEED) {
      expect(res.text).not.toContain(name);
      expect(res.text).not.toContain(email);
    }
  });

  it('lists newest first by default, with the total', async () => {
    const res = await leads();
    expect(res.errors).toBeUndefined();
    expect(res.data!.leads.nodes.map((n) => n.name)).toEqual(NEWEST_FIRST);
    expect(res.data!.leads.totalCount).toBe(5);
    expect(res.data!.leads.pageInfo.hasNextPage).toBe(false);
  });

  it('pages with first/after until the end, the total unchanged on every page', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    const pages: boolean[] = [];
    for (;;) {
      const res = await leads({ first: 2, after });
      const { nodes, totalCount, pageInfo } = res.data!.leads;
      expect(totalCount).toBe(5);
      seen.push(...nodes.map((n) => n.name));
      pages.push(pageInfo.hasNextPage);
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    expect(seen).toEqual(NEWEST_FIRST);
    expect(pages).toEqual([true, true, false]);
  });

  it('sorts OLDEST_FIRST, and pages that way too', async () => {
    const first = await leads({ first: 3, sort: 'OLDEST_FIRST' });
    expect(first.data!.leads.nodes.map((n) => n.name)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
    const rest = await names({ first: 3, sort: 'OLDEST_FIRST', after: first.data!.leads.pageInfo.endCursor });
    expect(rest).toEqual(['Katherine Johnson', 'Margaret Hamilton']);
  });

  it('keeps a stable order for leads created at the same instant', async () => {
    await app.dataSource.query('UPDATE "lead" SET created_at = $1 WHERE id = ANY($2)', [
      '2025-01-03T00:00:00.000Z',
      [ids['Grace Hopper'], ids['Katherine Johnson']],
    ]);
    try {
      const paged: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 5; page += 1) {
        const res = await leads({ first: 1, after });
        paged.push(...res.data!.leads.nodes.map((n) => n.name));
        if (!res.data!.leads.pageInfo.hasNextPage) break;
        after = res.data!.leads.pageInfo.endCursor;
      }
      expect([...paged].sort()).toEqual([...NEWEST_FIRST].sort());
      expect(paged).toEqual(await names({}));
    } finally {
      for (const name of ['Grace Hopper', 'Katherine Johnson']) {
        const day = SEED.find((s) => s.name === name)!.day;
        await app.dataSource.query('UPDATE "lead" SET created_at = $1 WHERE id = $2', [
          `${day}T00:00:00.000Z`,
          ids[name],
        ]);
      }
    }
  });

  it.each([
    ['LOVELACE', ['Ada Lovelace'], 'a name, ignoring case'],
    ['cobol.example', ['Grace Hopper'], 'an email'],
    ['apollo.EXAMPLE', ['Margaret Hamilton'], 'an email stored in capitals'],
    ['guidance', ['Margaret Hamilton'], 'a company, ignoring case'],
    ['orbit', ['Katherine Johnson', 'Ada Lovelace'], 'part of several companies'],
    ['50%', ['Alan Turing'], 'a literal % (not a wildcard)'],
    ['Orbit_Calc', ['Katherine Johnson'], 'a literal _ (not a wildcard)'],
    ['\\', [], 'a lone backslash'],
    ['%', ['Alan Turing'], 'a lone % (only text holding a %)'],
    ['nobody-matches-this', [], 'nothing'],
    ['   ', NEWEST_FIRST, 'only spaces (no filter)'],
  ])('searches for %j: %s (%s)', async (search, expected) => {
    const res = await leads({ filter: { search } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.leads.nodes.map((n) => n.name)).toEqual(expected);
    expect(res.data!.leads.totalCount).toBe(expected.length);
  });

  it.each([
    [{ businessType: 'saas' }, ['Katherine Johnson', 'Ada Lovelace']],
    [{ companySize: '11-25' }, ['Alan Turing', 'Grace Hopper']],
    [{ timeline: 'short-term' }, ['Katherine Johnson', 'Grace Hopper']],
    [{ businessType: 'saas', timeline: 'short-term' }, ['Katherine Johnson']],
    [
      { createdFrom: '2025-01-02T00:00:00.000Z', createdTo: '2025-01-04T00:00:00.000Z' },
      ['Katherine Johnson', 'Alan Turing', 'Grace Hopper'],
    ],
    [{ createdFrom: '2025-01-04T00:00:00.001Z' }, ['Margaret Hamilton']],
    [{ createdTo: '2025-01-01T23:59:59.999Z' }, ['Ada Lovelace']],
    [{ search: 'example', companySize: '11-25', createdFrom: '2025-01-03T00:00:00.000Z' }, ['Alan Turing']],
    [{ businessType: 'coaching' }, []],
    // an agency type of the display map, which the table's filter offers: no match, not an error
    [{ businessType: 'seo-agency' }, []],
  ])('filters by %j', async (filter, expected) => {
    const res = await leads({ filter });
    expect(res.errors).toBeUndefined();
    expect(res.data!.leads.nodes.map((n) => n.name)).toEqual(expected);
    expect(res.data!.leads.totalCount).toBe(expected.length);
  });

  it('counts every match in totalCount, not only the page', async () => {
    const res = await leads({ first: 1, filter: { businessType: 'saas' } });
    expect(res.data!.leads.nodes).toHaveLength(1);
    expect(res.data!.leads.totalCount).toBe(2);
    expect(res.data!.leads.pageInfo.hasNextPage).toBe(true);
  });

  it('answers a narrow selection (fragments, aliases, a derived field) with the same values as a full one', async () => {
    const FULL = `{ leads(first: 5) { nodes { id name email companySize createdAt replyDueAt firstResponseAt replyStatus spam spamReason firstTouch { source } consent { analytics } } pageInfo { endCursor } } }`;
    const NARROW = `query { leads(first: 5) { nodes { ...Row who: name ... on Lead { replyStatus } } pageInfo { endCursor } } }
      fragment Row on Lead { id companySize }`;
    type Full = { leads: { nodes: Record<string, unknown>[]; pageInfo: { endCursor: string } } };
    const full = await app.graphql<Full>(FULL, {}, cookie);
    const narrow = await app.graphql<Full>(NARROW, {}, cookie);
    expect(full.errors).toBeUndefined();
    expect(narrow.errors).toBeUndefined();
    expect(narrow.data!.leads.nodes).toEqual(
      full.data!.leads.nodes.map((n) => ({
        id: n.id,
        companySize: n.companySize,
        who: n.name,
        replyStatus: n.replyStatus,
      })),
    );
    expect(full.data!.leads.nodes.every((n) => n.replyStatus === 'AWAITING' && n.email)).toBe(true);
    expect(narrow.data!.leads.pageInfo.endCursor).toBe(full.data!.leads.pageInfo.endCursor);
  });

  it('accepts a page of 200 and refuses 201, 0 and -1 with BAD_USER_INPUT', async () => {
    expect((await leads({ first: 200 })).data!.leads.totalCount).toBe(5);
    for (const first of [201, 0, -1, 100000]) {
      const res = await leads({ first });
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe('Page size must be between 1 and 200');
    }
  });

  it('refuses a broken cursor and an unknown filter value with BAD_USER_INPUT', async () => {
    for (const variables of [
      { after: 'not-a-cursor' },
      { filter: { businessType: 'pirate' } },
      { filter: { search: 's'.repeat(201) } },
    ]) {
      const res = await leads(variables);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('rejects wrong types: a text page size, an unknown sort, a date that is not one', async () => {
    for (const variables of [{ first: 'ten' }, { sort: 'RANDOM' }, { filter: { createdFrom: 'last tuesday' } }]) {
      const res = await leads(variables);
      expect(res.status).toBe(400);
      expect(res.data).toBeUndefined();
      expect(res.errors?.length).toBeGreaterThan(0);
    }
  });

  describe('lead(id)', () => {
    it('returns one lead to the admin', async () => {
      const res = await app.graphql(LEAD, { id: ids['Alan Turing'] }, cookie);
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({
        lead: {
          id: ids['Alan Turing'],
          name: 'Alan Turing',
          email: 'alan@bletchley.example',
          company: 'Bletchley 50% Off',
          createdAt: '2025-01-03T00:00:00.000Z',
        },
      });
    });

    it('is null for an unknown id', async () => {
      const res = await app.graphql(LEAD, { id: 999999 }, cookie);
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ lead: null });
    });

    it('refuses an anonymous caller with UNAUTHENTICATED and no lead data', async () => {
      const res = await app.request('/graphql', {
        method: 'POST',
        body: { query: LEAD, variables: { id: ids['Alan Turing'] } },
      });
      expect((res.body as GraphQLResponse).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // lead is nullable, so the refused field is null rather than the whole data
      expect((res.body as GraphQLResponse).data).toEqual({ lead: null });
      expect(res.text).not.toContain('Alan Turing');
      expect(res.text).not.toContain('bletchley');
    });
  });
});

describe('createLead', () => {
  it('stores a lead from anyone, with its first milestone completed', async () => {
    const leadsBefore = await app.count('lead');
    const milestonesBefore = await app.count('lead_milestone');
    const input = validLeadInput();
    const res = await app.graphql<{ createLead: Record<string, unknown> }>(CREATE, { input });
    expect(res.errors).toBeUndefined();
    const { id, createdAt, ...lead } = res.data!.createLead;
    expect(lead).toEqual(input);
    expect(typeof id).toBe('number');
    expect(Math.abs(new Date(createdAt as string).getTime() - Date.now())).toBeLessThan(60_000);
    expect(await app.count('lead')).toBe(leadsBefore + 1);
    expect(await app.count('lead_milestone')).toBe(milestonesBefore + 1);

    const stored = await app.graphql(LEAD, { id }, cookie);
    expect(stored.data).toEqual({
      lead: { id, name: 'Jane Cooper', email: input.email, company: 'Northwind Outfitters', createdAt },
    });
  });

  it('takes a lead without the optional message and source', async () => {
    const res = await app.graphql<{ createLead: Record<string, unknown> }>(CREATE, {
      input: validLeadInput({ message: undefined, source: undefined }),
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createLead).toMatchObject({ message: null, source: null });
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a one-character name', { name: 'J' }, 'name'],
    ['a name of spaces', { name: '      ' }, 'name'],
    ['an invalid email', { email: 'jane@' }, 'email'],
    ['an email without a domain dot', { email: 'jane at northwind' }, 'email'],
    ['a nine-character phone', { phone: '555 01234' }, 'phone'],
    ['a one-character company', { company: 'N' }, 'company'],
    ['nine characters of detail', { marketingNeeds: 'More lead' }, 'marketingNeeds'],
    ['an unknown business type', { businessType: 'pirate' }, 'businessType'],
    ['an empty company size', { companySize: '' }, 'companySize'],
    ['an unknown timeline', { timeline: 'someday' }, 'timeline'],
    ['an unknown budget', { budget: 'infinite' }, 'budget'],
    ['a 10,001-character message', { message: 'x'.repeat(10_001) }, 'message'],
  ];
  it.each(bad)(
    'answers %s with BAD_USER_INPUT naming the field, and stores nothing',
    async (_what, overrides, field) => {
      const before = await app.count('lead');
      const res = await app.graphql(CREATE, { input: validLeadInput(overrides) });
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(res.errors?.[0]?.extensions?.fields ?? {})).toContain(field);
      expect(await app.count('lead')).toBe(before);
    },
  );

  it("reports the contact form's messages", async () => {
    const res = await app.graphql(CREATE, {
      input: validLeadInput({ name: 'J', email: 'nope', phone: '123', company: 'N', marketingNeeds: 'short' }),
    });
    expect(res.errors?.[0]?.extensions?.fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 10 digits',
      company: 'Company name is required',
      marketingNeeds: 'Please provide more detail',
    });
  });

  const wrongTypes: [string, Record<string, unknown>][] = [
    ['a missing required field', { name: undefined }],
    ['a number for the name', { name: 12345 }],
    ['an object for the email', { email: { $ne: null } }],
    ['a list for the budget', { budget: ['10k-25k'] }],
    ['a field the input does not have', { isAdmin: true }],
  ];
  it.each(wrongTypes)('rejects %s before running, storing nothing', async (_what, overrides) => {
    const before = await app.count('lead');
    const res = await app.graphql(CREATE, { input: validLeadInput(overrides) });
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await app.count('lead')).toBe(before);
  });

  it('rejects a wrong type written inline in the query', async () => {
    const before = await app.count('lead');
    const res = await app.graphql('mutation { createLead(input: { name: 42 }) { id } }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await app.count('lead')).toBe(before);
  });

  it('answers malformed JSON with 400 and stores nothing', async () => {
    const before = await app.count('lead');
    const res = await app.request('/graphql', { method: 'POST', rawBody: '{"query": "mutation { createLead(' });
    expect(res.status).toBe(400);
    expect((res.body as GraphQLResponse).errors?.length).toBeGreaterThan(0);
    expect(await app.count('lead')).toBe(before);
  });

  it('answers a 1 MB string with 413 and stores nothing', async () => {
    const before = await app.count('lead');
    const res = await app.request('/graphql', {
      method: 'POST',
      body: { query: CREATE, variables: { input: validLeadInput({ message: 'x'.repeat(1024 * 1024) }) } },
    });
    expect(res.status).toBe(413);
    expect((res.body as GraphQLResponse).errors?.length).toBeGreaterThan(0);
    expect(await app.count('lead')).toBe(before);
  });
});
