import { useToast } from '../../components/Toast';
import { badUserInputMessage } from '../../components/serverErrorMessage';

/** What a saved change's toast says. */
type SavedToast = { title: string; description: string };

/**
 * A settings panel's save: runs the mutation, then says it saved, or why not (the server's own
 * message for input it refused). Answers whether it saved, so a field keeps what the visitor
 * typed when it did not.
 */
export function useSettingsSave(): (mutate: () => Promise<unknown>, saved: SavedToast) => Promise<boolean> {
  const { toast } = useToast();
  return async (mutate, saved) => {
    try {
      await mutate();
      toast(saved);
      return true;
    } catch (saveError) {
      console.error('Failed to update settings', saveError);
      toast({
        title: 'Error updating settings',
        description: badUserInputMessage(saveError) ?? 'There was a problem saving your settings. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  };
}
