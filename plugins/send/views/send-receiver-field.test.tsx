// @vitest-environment happy-dom
// Send's receiver field: the placeholder where names resolve and where they do not, and the status
// line for each state of the receiver (invalid, being looked up, resolved, a plain address).
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import { SendReceiverField, type SendReceiverFieldProps } from './send-receiver-field.tsx'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

const ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function show(props: Partial<SendReceiverFieldProps>) {
  appKit?.dispose()
  appKit = (await loadedAppKit()).appKit
  const onChange = vi.fn()
  renderWith(appKit, <SendReceiverField id="to" statusId="to-status" value="" onChange={onChange} receiver={{ status: 'empty' }} error={undefined} acceptsNames {...props} />)
  await act(flush)
  return { onChange, input: screen.getByRole('textbox', { name: 'To' }), status: () => screen.getByTestId('send-receiver-status') }
}

describe('SendReceiverField', () => {
  it('offers names where they resolve, and reports what is typed', async () => {
    const { input, onChange } = await show({})
    expect(input.getAttribute('placeholder')).toBe('Address or name')
    fireEvent.change(input, { target: { value: 'alice.reown.id' } })
    expect(onChange).toHaveBeenCalledWith('alice.reown.id')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('asks only for an address where names do not resolve', async () => {
    const { input } = await show({ acceptsNames: false })
    expect(input.getAttribute('placeholder')).toBe('Address')
  })

  it('invalid: the reason below it, described by it, marked invalid', async () => {
    const reason = 'Invalid address: an EVM address is 0x and 40 hex digits'
    const { input, status } = await show({ value: '0x1234', receiver: { status: 'invalid', error: reason }, error: reason })
    expect(status().textContent).toBe(reason)
    expect(status().className).toContain('text-error')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe('to-status')
  })

  it('a name being looked up, then what it resolved to (the full address in its title)', async () => {
    const looking = await show({ value: 'alice.reown.id', receiver: { status: 'resolving', name: 'alice.reown.id' } })
    expect(looking.status().textContent).toBe('Looking up alice.reown.id…')
    cleanup()
    const resolved = await show({ value: 'alice.reown.id', receiver: { status: 'ready', address: ADDRESS, name: 'alice.reown.id' } })
    expect(resolved.status().textContent).toBe('alice.reown.id is 0x3C44…93BC')
    expect(screen.getByTestId('send-receiver-resolved').getAttribute('title')).toBe(ADDRESS)
    expect(resolved.input.getAttribute('aria-invalid')).toBeNull()
  })

  it('a plain address: nothing to say', async () => {
    const { status } = await show({ value: ADDRESS, receiver: { status: 'ready', address: ADDRESS } })
    expect(status().textContent).toBe('')
  })
})
