// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { expect, it } from 'vitest'
import { axeViolations } from './axe.ts'

it('axe catches an unnamed button, also inside a shadow root', async () => {
  const { container } = render(<div><button type="button"><svg aria-hidden="true" /></button></div>)
  expect((await axeViolations(container)).join()).toContain('button-name')
  const host = document.createElement('div')
  document.body.append(host)
  host.attachShadow({ mode: 'open' }).innerHTML = '<button type="button"></button>'
  expect((await axeViolations(host.shadowRoot as never)).join()).toContain('button-name')
})
