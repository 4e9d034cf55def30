import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';

/**
 * Requests this API process makes to itself over loopback HTTP, so an undo (and the reads it
 * needs first) goes through the same guards, validation, cache invalidation and audit as any
 * client's request, whatever module owns the endpoint.
 */
@Injectable()
export class SelfRequest {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  private base(): string {
    const address = this.adapterHost.httpAdapter.getHttpServer().address() as AddressInfo | null;
    if (!address || typeof address !== 'object') throw new Error('The API is not listening');
    const host =
      address.family === 'IPv6'
        ? `[${address.address === '::' ? '::1' : address.address}]`
        : address.address === '0.0.0.0'
          ? '127.0.0.1'
          : address.address;
    return `http://${host}:${address.port}/api/v1`;
  }

  async json<T>(
    method: string,
    path: string,
    options: { authorization?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.base()}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.authorization ? { Authorization: options.authorization } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: response.status, body: body as T };
  }
}
