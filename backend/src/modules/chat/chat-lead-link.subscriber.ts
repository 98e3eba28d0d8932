import { EventSubscriber, type EntitySubscriberInterface, type InsertEvent } from 'typeorm';
import { Lead } from '../leads/lead.entity';
import { ChatConversationsStore } from './chat-conversations.store';
import { currentChatVisitor } from './chat-visitor';

/**
 * When a visitor who talked to the assistant submits the contact form, their conversation is
 * linked to the new lead, inside the lead's own transaction (a second connection would wait on
 * the uncommitted lead row).
 */
@EventSubscriber()
export class ChatLeadLinkSubscriber implements EntitySubscriberInterface<Lead> {
  listenTo() {
    return Lead;
  }

  async afterInsert(event: InsertEvent<Lead>): Promise<void> {
    const visitorId = currentChatVisitor();
    const leadId = event.entity?.id;
    if (!visitorId || typeof leadId !== 'number') return;
    await new ChatConversationsStore(event.manager.connection).linkLead(event.manager, visitorId, leadId);
  }
}
