/**
 * A stand-in for XMLHttpRequest in jsdom (which would really try the network): records what was
 * sent and answers with the status the test queued. Test support only, shared by the tests of
 * this library and of the admin remote as `@furnace/api-client/testing`.
 */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

export function installFakeXhr() {
  const sent: SentRequest[] = [];
  const answers: Array<{
    status: number;
    statusText: string;
    body: unknown;
    gate?: Promise<void>;
  }> = [];

  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: FormData) {
      sent.push({ ...this.request, body });
      const answer = answers.shift() ?? { status: 200, statusText: 'OK', body: {} };
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      void (answer.gate ?? Promise.resolve()).then(() => {
        this.status = answer.status;
        this.statusText = answer.statusText;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }

  const original = global.XMLHttpRequest;
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    sent,
    answer(status: number, statusText: string, body: unknown = {}) {
      answers.push({ status, statusText, body });
    },
    /** Queues an answer that arrives only when the returned function is called. */
    answerLater(status: number, statusText: string, body: unknown = {}) {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      answers.push({ status, statusText, body, gate });
      return release;
    },
    restore() {
      global.XMLHttpRequest = original;
    },
  };
}
