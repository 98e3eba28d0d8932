import { useId, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { FieldLabel, SelectInput, TextInput } from '../../components/FormControls';
import {
  BUSINESS_TYPE_LABELS,
  businessTypeOptions,
  companySizeOptions,
  implementationTimelineOptions,
} from '../contact-form';
import { activeFilterCount, type LeadListFilters, type LeadListSort, type LeadReplyFilter } from './leadFilters';

export type LeadFiltersBarProps = {
  filters: LeadListFilters;
  onChange: (next: Partial<LeadListFilters>) => void;
  onReset: () => void;
};

const contactFormTypes = businessTypeOptions.map((option) => option.value);
const agencyTypes = Object.keys(BUSINESS_TYPE_LABELS).filter((value) => !contactFormTypes.includes(value));

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const TopRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
`;

const SearchBox = styled.div`
  position: relative;
  flex: 1 1 auto;

  svg {
    position: absolute;
    left: 14px;
    top: 50%;
    width: 18px;
    height: 18px;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.color.muted};
    pointer-events: none;
  }

  input {
    padding-left: 42px;
  }
`;

const SortBox = styled.div`
  flex: 0 0 180px;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    display: none;
  }
`;

const ToggleButton = styled.button`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    display: inline-flex;
  }
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Panel = styled.fieldset<{ $open: boolean }>`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  @media (max-width: 1100px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    grid-template-columns: 1fr 1fr;

    .wide {
      grid-column: 1 / -1;
    }
  }
`;

/* a row of its own under the filters, at its end: the last action of the panel */
const ResetButton = styled.button`
  grid-column: 1 / -1;
  justify-self: end;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.accentSoft};
  }

  &:disabled {
    color: ${({ theme }) => theme.color.muted};
    cursor: default;
  }
`;

const MobileOnly = styled.div`
  display: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    display: block;
  }
`;

/** Search, filters and sort of the lead list. On a phone the filters fold behind one button. */
export function LeadFiltersBar({ filters, onChange, onReset }: LeadFiltersBarProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  const panelId = `${id}-panel`;
  const sortSelect = (suffix: string, hideLabel: boolean) => (
    <>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={`${id}-sort-${suffix}`}>
          Sort by
        </VisuallyHidden>
      ) : (
        <FieldLabel htmlFor={`${id}-sort-${suffix}`}>Sort by</FieldLabel>
      )}
      <SelectInput
        id={`${id}-sort-${suffix}`}
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as LeadListSort })}
      >
        <option value="newest">Newest first</option>
        <option value="oldest">Oldest first</option>
      </SelectInput>
    </>
  );

  return (
    <Bar>
      <TopRow>
        <SearchBox>
          <VisuallyHidden as="label" htmlFor={`${id}-search`}>
            Search leads
          </VisuallyHidden>
          <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <circle cx="9" cy="9" r="6" />
            <path d="m14 14 4 4" strokeLinecap="round" />
          </svg>
          <TextInput
            id={`${id}-search`}
            type="search"
            placeholder="Search by name, email or company"
            autoComplete="off"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
          />
        </SearchBox>
        <SortBox>{sortSelect('wide', true)}</SortBox>
        <ToggleButton
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          Filters
          {active > 0 && (
            <Count>
              {active}
              <VisuallyHidden> active</VisuallyHidden>
            </Count>
          )}
        </ToggleButton>
      </TopRow>

      <Panel id={panelId} $open={open}>
        <VisuallyHidden as="legend">Filter leads</VisuallyHidden>
        <div className="wide">
          <FieldLabel htmlFor={`${id}-business`}>Business type</FieldLabel>
          <SelectInput
            id={`${id}-business`}
            value={filters.businessType}
            onChange={(event) => onChange({ businessType: event.target.value })}
          >
            <option value="">All business types</option>
            <optgroup label="Contact form">
              {contactFormTypes.map((value) => (
                <option key={value} value={value}>
                  {BUSINESS_TYPE_LABELS[value] ?? value}
                </option>
              ))}
            </optgroup>
            <optgroup label="Agencies">
              {agencyTypes.map((value) => (
                <option key={value} value={value}>
                  {BUSINESS_TYPE_LABELS[value]}
                </option>
              ))}
            </optgroup>
          </SelectInput>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-size`}>Company size</FieldLabel>
          <SelectInput
            id={`${id}-size`}
            value={filters.companySize}
            onChange={(event) => onChange({ companySize: event.target.value })}
          >
            <option value="">Any size</option>
            {companySizeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectInput>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-timeline`}>Timeline</FieldLabel>
          <SelectInput
            id={`${id}-timeline`}
            value={filters.timeline}
            onChange={(event) => onChange({ timeline: event.target.value })}
          >
            <option value="">Any timeline</option>
            {implementationTimelineOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectInput>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-from`}>Created from</FieldLabel>
          <TextInput
            id={`${id}-from`}
            type="date"
            value={filters.createdFrom}
            max={filters.createdTo || undefined}
            onChange={(event) => onChange({ createdFrom: event.target.value })}
          />
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-to`}>Created to</FieldLabel>
          <TextInput
            id={`${id}-to`}
            type="date"
            value={filters.createdTo}
            min={filters.createdFrom || undefined}
            onChange={(event) => onChange({ createdTo: event.target.value })}
          />
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-reply`}>Reply status</FieldLabel>
          <SelectInput
            id={`${id}-reply`}
            value={filters.replyStatus}
            onChange={(event) => onChange({ replyStatus: event.target.value as LeadReplyFilter })}
          >
            <option value="">Any reply status</option>
            <option value="awaiting">Awaiting reply</option>
            <option value="overdue">Overdue</option>
            <option value="replied">Replied</option>
          </SelectInput>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-touch-source`}>First-touch source</FieldLabel>
          <TextInput
            id={`${id}-touch-source`}
            placeholder="e.g. google"
            autoComplete="off"
            value={filters.firstTouchSource}
            onChange={(event) => onChange({ firstTouchSource: event.target.value })}
          />
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-touch-campaign`}>First-touch campaign</FieldLabel>
          <TextInput
            id={`${id}-touch-campaign`}
            placeholder="e.g. spring-launch"
            autoComplete="off"
            value={filters.firstTouchCampaign}
            onChange={(event) => onChange({ firstTouchCampaign: event.target.value })}
          />
        </div>
        <MobileOnly className="wide">{sortSelect('narrow', false)}</MobileOnly>
        <ResetButton type="button" onClick={onReset} disabled={active === 0 && !filters.search}>
          Clear filters
        </ResetButton>
      </Panel>
    </Bar>
  );
}
