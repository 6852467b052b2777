import { Injectable } from '@nestjs/common';
import { CoFlowMessages, type ConnectedProfile, type Connection } from '@flow/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@flow/platform';
import { CoFlowRepository, isUuid } from '../co-flow.repository';
import { PeopleDirectory } from '../people/people.directory';
import { otherParty, toConnectedProfile, toConnection } from './connection.mapper';

export const connectionNotFound = () => new DomainError('NOT_FOUND', CoFlowMessages.connectionNotFound, 404);

@Injectable()
export class ConnectionsService {
  constructor(
    private readonly repository: CoFlowRepository,
    private readonly people: PeopleDirectory,
    private readonly relay: OutboxRelay,
  ) {}

  /** My connections, newest first, each naming the other party (fallback 'User' when profiles cannot be read). */
  async list(userId: string): Promise<Connection[]> {
    const connections = await this.repository.connectionsOf(this.repository.fork(), userId);
    const others = connections.map((c) => otherParty(c, userId));
    const [profiles, users] = await Promise.all([this.people.tryProfilesByIds(others), this.people.tryUsersByIds(others)]);
    return connections.map((c) => toConnection(c, userId, profiles, users));
  }

  /** Either side may remove a connection; to anyone else it does not exist. */
  async remove(userId: string, connectionId: string): Promise<void> {
    await this.repository.fork().transactional(async (tx) => {
      const connection = await this.repository.findConnection(tx, connectionId);
      if (!connection || (connection.userId1 !== userId && connection.userId2 !== userId)) throw connectionNotFound();
      tx.remove(connection);
      recordEvent(tx, 'flow.evt.coflow.connection-removed', { id: connection.id, userId1: connection.userId1, userId2: connection.userId2 }, [
        connection.userId1,
        connection.userId2,
      ]);
    });
    this.relay.kick();
  }

  /** Spec 7 get_connected_profiles: profiles of the people I am connected with, and no one else. */
  async connectedProfiles(userId: string): Promise<ConnectedProfile[]> {
    const others = await this.repository.connectedUserIds(this.repository.fork(), userId);
    const [profiles, users] = await Promise.all([this.people.profilesByIds(others), this.people.tryUsersByIds(others)]);
    return others.map((id) => toConnectedProfile(id, profiles.get(id), users.get(id)));
  }

  async connectedProfile(userId: string, otherUserId: string): Promise<ConnectedProfile> {
    if (!isUuid(otherUserId) || !(await this.repository.findConnectionBetween(this.repository.fork(), userId, otherUserId))) throw DomainError.notFound();
    const [profiles, users] = await Promise.all([this.people.profilesByIds([otherUserId]), this.people.tryUsersByIds([otherUserId])]);
    const profile = profiles.get(otherUserId);
    if (!profile) throw new DomainError('PROFILE_NOT_FOUND', CoFlowMessages.profileNotFound, 404, { title: CoFlowMessages.profileNotFoundTitle });
    return toConnectedProfile(otherUserId, profile, users.get(otherUserId));
  }
}
