/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, validate, type OperationDefinitionNode } from 'graphql';
import { explorerTabs, startOfWeek } from './defaultQuery';

const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8'));

function operationName(query: string): string | undefined {
  const operation = parse(query).definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operation?.name?.value;
}

describe('startOfWeek', () => {
  it('is Monday 00:00 on the local clock, whatever the day', () => {
    // Wednesday 11 March 2026, 15:30 local time
    expect(startOfWeek(new Date(2026, 2, 11, 15, 30))).toEqual(new Date(2026, 2, 9));
    // a Sunday belongs to the week that started six days before
    expect(startOfWeek(new Date(2026, 2, 15, 23, 59))).toEqual(new Date(2026, 2, 9));
    // a Monday is its own week's start, across a month's end too
    expect(startOfWeek(new Date(2026, 5, 1, 0, 0))).toEqual(new Date(2026, 5, 1));
    expect(startOfWeek(new Date(2026, 5, 3))).toEqual(new Date(2026, 5, 1));
  });
});

describe('explorerTabs', () => {
  const now = new Date(2026, 2, 11, 15, 30);
  const tabs = explorerTabs(now);

  it('opens the newest leads, this week’s leads with their source, one lead’s milestones and the statistics', () => {
    expect(tabs.map((tab) => operationName(tab.query))).toEqual([
      'NewestLeads',
      'LeadsThisWeek',
      'LeadMilestones',
      'LeadStatistics',
    ]);
  });

  it.each(explorerTabs().map((tab) => [operationName(tab.query), tab] as const))(
    '%s is a valid operation of the schema',
    (_name, tab) => {
      expect(validate(schema, parse(tab.query))).toEqual([]);
    },
  );

  it('fills this week’s start into the leads query’s variables when the page loads', () => {
    const leadsThisWeek = tabs[1];
    expect(leadsThisWeek.query).toContain('filter: { createdFrom: $weekStart }');
    expect(leadsThisWeek.query).toMatch(/firstTouch \{\s+source\s+medium\s+campaign/);
    expect(JSON.parse(leadsThisWeek.variables)).toEqual({ weekStart: new Date(2026, 2, 9).toISOString() });
  });

  it('gives the milestones query a lead id to change', () => {
    expect(tabs[2].query).toContain('leadMilestones(leadId: $leadId)');
    expect(JSON.parse(tabs[2].variables)).toEqual({ leadId: 1 });
  });

  it('asks the statistics for the last 30 days in the browser’s time zone', () => {
    const variables = JSON.parse(tabs[3].variables) as { from: string; to: string; timeZone: string };
    expect(variables).toEqual({
      from: new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString(),
      to: now.toISOString(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});
