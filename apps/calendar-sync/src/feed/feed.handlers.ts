import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcPayload } from '@flow/contracts';
import { RpcHandler } from '@flow/platform';
import { FeedService } from './feed.service';

/** NATS request-reply: the user's private iCalendar feed. */
@Controller()
export class FeedHandlers {
  constructor(private readonly feed: FeedService) {}

  @RpcHandler('flow.calendar.feed.get')
  getFeed(@Payload() body: RpcPayload<'flow.calendar.feed.get'>) {
    return this.feed.get(body.userId);
  }

  @RpcHandler('flow.calendar.feed.rotate')
  rotateFeed(@Payload() body: RpcPayload<'flow.calendar.feed.rotate'>) {
    return this.feed.rotate(body.userId);
  }

  @RpcHandler('flow.calendar.feed.delete')
  deleteFeed(@Payload() body: RpcPayload<'flow.calendar.feed.delete'>) {
    return this.feed.delete(body.userId);
  }

  @RpcHandler('flow.calendar.feed.render')
  renderFeed(@Payload() body: RpcPayload<'flow.calendar.feed.render'>) {
    return this.feed.render(body.secret);
  }
}
