import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query, type PipeTransform } from '@nestjs/common';
import { httpRoutes, TasksMessages } from '@flow/contracts';
import { DomainError, RpcClient } from '@flow/platform';
import { z } from 'zod';
import type { AuthUser } from '../auth/access-token.verifier';
import { CurrentUser } from '../auth/current-user.decorator';
import { ZodPipe } from '../http/zod.pipe';
import { PersonLanguages } from '../i18n/person-languages';

type BodyOf<R extends keyof typeof httpRoutes> = (typeof httpRoutes)[R] extends { body: infer B extends z.ZodType } ? z.output<B> : never;
type QueryOf<R extends keyof typeof httpRoutes> = (typeof httpRoutes)[R] extends { query: infer Q extends z.ZodType } ? z.output<Q> : never;

/** Task and habit ids are UUIDs; anything else names nothing of this person (404). */
class ItemIdPipe implements PipeTransform<string, string> {
  constructor(private readonly message: string) {}
  transform(value: string): string {
    if (!z.uuid().safeParse(value).success) throw DomainError.notFound(this.message);
    return value.toLowerCase();
  }
}
const taskId = new ItemIdPipe(TasksMessages.taskNotFound);
const habitId = new ItemIdPipe(TasksMessages.habitNotFound);
const zoneOf = (header: string | undefined) => (header && header.length <= 64 ? header : undefined);

/** Tasks, habits and the plan: validate, then ask scheduling over NATS as the signed-in user. */
@Controller()
export class TasksController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly languages: PersonLanguages,
  ) {}

  @Get('api/tasks')
  listTasks(@CurrentUser() user: AuthUser) {
    return this.rpc.raw('flow.scheduling.tasks.list', { userId: user.userId });
  }

  @Post('api/tasks')
  createTask(
    @CurrentUser() user: AuthUser,
    @Headers('x-time-zone') zone: string | undefined,
    @Body(new ZodPipe(httpRoutes.createTask.body)) body: BodyOf<'createTask'>,
  ) {
    return this.rpc.request('flow.scheduling.tasks.create', { userId: user.userId, timeZone: zoneOf(zone), task: body });
  }

  @Post('api/tasks/parse')
  @HttpCode(200)
  async parseTask(
    @CurrentUser() user: AuthUser,
    @Headers('x-time-zone') zone: string | undefined,
    @Body(new ZodPipe(httpRoutes.parseTask.body)) body: BodyOf<'parseTask'>,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    const language = await this.languages.of(user.userId, acceptLanguage);
    return this.rpc.request('flow.scheduling.tasks.parse', { userId: user.userId, timeZone: zoneOf(zone), ...body, language });
  }

  @Patch('api/tasks/:id')
  updateTask(@CurrentUser() user: AuthUser, @Param('id', taskId) id: string, @Body(new ZodPipe(httpRoutes.updateTask.body)) body: BodyOf<'updateTask'>) {
    return this.rpc.request('flow.scheduling.tasks.update', { userId: user.userId, id, changes: body });
  }

  @Delete('api/tasks/:id')
  deleteTask(@CurrentUser() user: AuthUser, @Param('id', taskId) id: string) {
    return this.rpc.request('flow.scheduling.tasks.delete', { userId: user.userId, id });
  }

  @Post('api/tasks/:id/complete')
  @HttpCode(200)
  completeTask(@CurrentUser() user: AuthUser, @Param('id', taskId) id: string) {
    return this.rpc.request('flow.scheduling.tasks.complete', { userId: user.userId, id });
  }

  @Post('api/tasks/:id/push')
  @HttpCode(200)
  pushTask(@CurrentUser() user: AuthUser, @Headers('x-time-zone') zone: string | undefined, @Param('id', taskId) id: string) {
    return this.rpc.request('flow.scheduling.tasks.push', { userId: user.userId, id, timeZone: zoneOf(zone) });
  }

  @Post('api/tasks/:id/extend')
  @HttpCode(200)
  extendTask(@CurrentUser() user: AuthUser, @Param('id', taskId) id: string, @Body(new ZodPipe(httpRoutes.extendTask.body)) body: BodyOf<'extendTask'>) {
    return this.rpc.request('flow.scheduling.tasks.extend', { userId: user.userId, id, minutes: body.minutes });
  }

  @Get('api/habits')
  listHabits(@CurrentUser() user: AuthUser) {
    return this.rpc.raw('flow.scheduling.habits.list', { userId: user.userId });
  }

  @Post('api/habits')
  createHabit(@CurrentUser() user: AuthUser, @Body(new ZodPipe(httpRoutes.createHabit.body)) body: BodyOf<'createHabit'>) {
    return this.rpc.request('flow.scheduling.habits.create', { userId: user.userId, habit: body });
  }

  @Patch('api/habits/:id')
  updateHabit(@CurrentUser() user: AuthUser, @Param('id', habitId) id: string, @Body(new ZodPipe(httpRoutes.updateHabit.body)) body: BodyOf<'updateHabit'>) {
    return this.rpc.request('flow.scheduling.habits.update', { userId: user.userId, id, changes: body });
  }

  @Delete('api/habits/:id')
  deleteHabit(@CurrentUser() user: AuthUser, @Param('id', habitId) id: string) {
    return this.rpc.request('flow.scheduling.habits.delete', { userId: user.userId, id });
  }

  @Post('api/habits/:id/skip')
  @HttpCode(200)
  skipHabit(
    @CurrentUser() user: AuthUser,
    @Headers('x-time-zone') zone: string | undefined,
    @Param('id', habitId) id: string,
    @Body(new ZodPipe(httpRoutes.skipHabit.body)) body: BodyOf<'skipHabit'>,
  ) {
    return this.rpc.request('flow.scheduling.habits.skip', { userId: user.userId, id, timeZone: zoneOf(zone), ...body });
  }

  @Get('api/plan')
  async getPlan(
    @CurrentUser() user: AuthUser,
    @Headers('x-time-zone') zone: string | undefined,
    @Query(new ZodPipe(httpRoutes.getPlan.query)) query: QueryOf<'getPlan'>,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    const language = await this.languages.of(user.userId, acceptLanguage);
    return this.rpc.raw('flow.scheduling.plan.get', { userId: user.userId, timeZone: zoneOf(zone), ...query, language });
  }
}
