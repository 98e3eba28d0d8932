import { useApolloClient } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { saveFile } from '../../components/saveFile';
import { serverErrorMessage } from '../../components/serverErrorMessage';
import { useToast } from '../../components/Toast';
import {
  ExportLeadDataDocument,
  useEraseLeadMutation,
  type LeadRowFieldsFragment,
} from '../../graphql/generated/graphql';
import { EraseLeadDialog } from './EraseLeadDialog';

type LeadRef = Pick<LeadRowFieldsFragment, 'id' | 'name' | 'email'>;

export type LeadDataRights = {
  /** downloads everything about the lead as lead-{id}.json */
  exportData: (lead: LeadRef) => Promise<void>;
  /** opens the erase dialog for the lead */
  askToErase: (lead: LeadRef) => void;
  /** the erase dialog while one is open */
  dialog: ReactNode;
};

/** The name of the downloaded file: lead-123.json */
const exportFileName = (id: number) => `lead-${id}.json`;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * An admin's two actions on a lead's data: Export data (one JSON file, fetched fresh each time,
 * since the server records each export) and Erase lead (after the dialog's typed confirmation;
 * then the lists and counts on screen are fetched again and a toast says what went).
 */
export function useLeadDataRights(): LeadDataRights {
  const client = useApolloClient();
  const { toast } = useToast();
  const [erasing, setErasing] = useState<LeadRef | null>(null);
  const [eraseLead] = useEraseLeadMutation({
    refetchQueries: ['Leads', 'LeadCounts'],
    awaitRefetchQueries: true,
    update: (cache, _result, { variables }) => {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Lead', id: variables.id }) });
      cache.gc();
    },
  });

  const exportData = async (lead: LeadRef) => {
    try {
      const { data } = await client.query({
        query: ExportLeadDataDocument,
        variables: { id: lead.id },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('No export came back');
      saveFile(`${JSON.stringify(data.exportLeadData, null, 2)}\n`, 'application/json', exportFileName(lead.id));
      toast({
        title: 'Data exported',
        description: `${exportFileName(lead.id)} holds everything stored about ${lead.name}.`,
      });
    } catch (error) {
      console.error('Lead data export failed', error);
      toast({
        variant: 'destructive',
        title: 'Could not export the data',
        description: serverErrorMessage(error) ?? 'Please try again.',
      });
    }
  };

  const erase = async (lead: LeadRef, confirmEmail: string) => {
    const { data } = await eraseLead({ variables: { id: lead.id, confirmEmail } });
    setErasing(null);
    const orders = data?.eraseLead.ordersAnonymised ?? 0;
    toast({
      title: 'Lead erased',
      description: `Everything about ${lead.name} is gone${orders > 0 ? `; ${plural(orders, 'order')} kept without personal details` : ''}.`,
    });
  };

  return {
    exportData,
    askToErase: setErasing,
    dialog: erasing ? (
      <EraseLeadDialog
        lead={erasing}
        onErase={(confirmEmail) => erase(erasing, confirmEmail)}
        onClose={() => setErasing(null)}
      />
    ) : null,
  };
}
