import { BehaviorSubject, type Observable } from 'rxjs'

/** A piece of service state: read-only stream outside, writable only by the service that owns it. */
export interface Store<T> {
  readonly state$: Observable<T>
  get(): T
  set(next: T): void
  update(patch: (current: T) => T): void
}

export function createStore<T>(initial: T): Store<T> {
  const subject = new BehaviorSubject<T>(initial)
  return {
    state$: subject.asObservable(),
    get: () => subject.getValue(),
    set: (next) => {
      if (!Object.is(next, subject.getValue())) subject.next(next)
    },
    update: (patch) => {
      const next = patch(subject.getValue())
      if (!Object.is(next, subject.getValue())) subject.next(next)
    },
  }
}
