<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ChangeFormDialog</name>
    <message>
        <source>Add a planned change</source>
        <translation>Agregar un cambio planificado</translation>
    </message>
    <message>
        <source>Add change</source>
        <translation>Agregar cambio</translation>
    </message>
    <message>
        <source>What will change</source>
        <translation>Qué va a cambiar</translation>
    </message>
    <message>
        <source>e.g. Kitchen remodel: second fryer line</source>
        <translation>p. ej., Remodelación de cocina: segunda línea de freidoras</translation>
    </message>
    <message>
        <source>Planned start</source>
        <translation>Inicio previsto</translation>
    </message>
    <message>
        <source>The city must have the notice {days} days before this day.</source>
        <translation>La Ciudad debe recibir el aviso {days} días antes de este día.</translation>
    </message>
    <message>
        <source>Notice sent on</source>
        <translation>Aviso enviado el</translation>
    </message>
    <message>
        <source>Empty until it is sent; attach the proof below.</source>
        <translation>Vacío hasta que se envíe; adjunte el comprobante abajo.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Amend the planned change: {what}</source>
        <translation>Corregir el cambio planificado: {what}</translation>
    </message>
</context>
<context>
    <name>ChangesList</name>
    <message>
        <source>Planned changes and their notice to the city</source>
        <translation>Cambios planificados y su aviso a la Ciudad</translation>
    </message>
    <message>
        <source>Add change…</source>
        <translation>Agregar cambio…</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n cambio</numerusform>
            <numerusform>%n cambios</numerusform>
        </translation>
    </message>
    <message>
        <source>No planned changes. Before a remodel, an expansion or a change in how you cook that may bring more grease, add it here: the city must have your written notice 60 days before it starts.</source>
        <translation>No hay cambios planificados. Antes de una remodelación, una ampliación o un cambio en su forma de cocinar que pueda producir más grasa, agréguelo aquí: la Ciudad debe recibir su aviso por escrito 60 días antes de que empiece.</translation>
    </message>
    <message>
        <source>No change matches the search.</source>
        <translation>Ningún cambio coincide con la búsqueda.</translation>
    </message>
    <message>
        <source>Search what will change</source>
        <translation>Buscar qué va a cambiar</translation>
    </message>
    <message>
        <source>Its notice is no longer owed.</source>
        <translation>Su aviso ya no se debe.</translation>
    </message>
    <message>
        <source>Notice letter…</source>
        <translation>Carta de aviso…</translation>
    </message>
    <message>
        <source>The written notice to the city, a PDF to sign and send.</source>
        <translation>El aviso por escrito a la Ciudad, un PDF para firmar y enviar.</translation>
    </message>
    <message>
        <source>Letter saved: {path}. Sign it and send it to the city by {due}; then record the day it was sent, and its proof, with Amend….</source>
        <translation>Carta guardada: {path}. Fírmela y envíela a la Ciudad a más tardar el {due}; luego anote el día en que la envió, y su comprobante, con Corregir….</translation>
    </message>
    <message>
        <source>The letter can&apos;t be saved to {path}: {reason}</source>
        <translation>No se puede guardar la carta en {path}: {reason}</translation>
    </message>
    <message>
        <source>the planned change {what}</source>
        <translation>el cambio planificado {what}</translation>
    </message>
</context>
<context>
    <name>ChangesModel</name>
    <message>
        <source>What will change</source>
        <translation>Qué va a cambiar</translation>
    </message>
    <message>
        <source>Planned start</source>
        <translation>Inicio previsto</translation>
    </message>
    <message>
        <source>Planned
start</source>
        <translation>Inicio
previsto</translation>
    </message>
    <message>
        <source>Notice due</source>
        <translation>Aviso vence</translation>
    </message>
    <message>
        <source>Notice
due</source>
        <translation>Aviso
vence</translation>
    </message>
    <message>
        <source>Notice sent on</source>
        <translation>Aviso enviado el</translation>
    </message>
    <message>
        <source>Notice
sent on</source>
        <translation>Aviso
enviado el</translation>
    </message>
    <message>
        <source>Proofs</source>
        <translation>Comprobantes</translation>
    </message>
</context>
<context>
    <name>FeePaidDialog</name>
    <message>
        <source>Fee paid for the waiver of {day}</source>
        <translation>Cuota pagada de la exención del {day}</translation>
    </message>
    <message>
        <source>Record payment</source>
        <translation>Anotar pago</translation>
    </message>
    <message>
        <source>Paid on</source>
        <translation>Pagada el</translation>
    </message>
    <message>
        <source>Amount ($)</source>
        <translation>Importe ($)</translation>
    </message>
    <message>
        <source>e.g. 850.00</source>
        <translation>p. ej., 850.00</translation>
    </message>
    <message>
        <source>Receipt no.</source>
        <translation>N.º de recibo</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>Planned changes</source>
        <translation>Cambios planificados</translation>
    </message>
    <message>
        <source>Conditional waivers</source>
        <translation>Exenciones condicionales</translation>
    </message>
    <message>
        <source>Changes &amp; waivers</source>
        <translation>Cambios y exenciones</translation>
    </message>
</context>
<context>
    <name>RevokeDialog</name>
    <message>
        <source>Revoke the waiver of {day}</source>
        <translation>Revocar la exención del {day}</translation>
    </message>
    <message>
        <source>Record revocation</source>
        <translation>Anotar revocación</translation>
    </message>
    <message>
        <source>From the day it is revoked no fee or cleaning is owed under it, and an interceptor must be installed within {days} days.</source>
        <translation>Desde el día en que se revoca no se debe ninguna cuota ni limpieza por ella, y hay que instalar un interceptor dentro de {days} días.</translation>
    </message>
    <message>
        <source>Revoked on</source>
        <translation>Revocada el</translation>
    </message>
</context>
<context>
    <name>WaiverFormDialog</name>
    <message>
        <source>Add a conditional waiver</source>
        <translation>Agregar una exención condicional</translation>
    </message>
    <message>
        <source>Add waiver</source>
        <translation>Agregar exención</translation>
    </message>
    <message>
        <source>Granted on</source>
        <translation>Otorgada el</translation>
    </message>
    <message>
        <source>Terms</source>
        <translation>Términos</translation>
    </message>
    <message>
        <source>Instead of an interceptor</source>
        <translation>En lugar de un interceptor</translation>
    </message>
    <message>
        <source>Cleaning interval</source>
        <translation>Frecuencia de limpieza</translation>
    </message>
    <message>
        <source>With a contractor: as often as the city set.</source>
        <translation>Con contratista: la frecuencia que fijó la Ciudad.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Amend the waiver of {day}</source>
        <translation>Corregir la exención del {day}</translation>
    </message>
</context>
<context>
    <name>WaiversList</name>
    <message>
        <source>{day}, {amount}, receipt {receipt}</source>
        <translation>{day}, {amount}, recibo {receipt}</translation>
    </message>
    <message>
        <source>Conditional waivers of the interceptor</source>
        <translation>Exenciones condicionales del interceptor</translation>
    </message>
    <message>
        <source>Add waiver…</source>
        <translation>Agregar exención…</translation>
    </message>
    <message numerus="yes">
        <source>%n waiver(s)</source>
        <translation>
            <numerusform>%n exención</numerusform>
            <numerusform>%n exenciones</numerusform>
        </translation>
    </message>
    <message>
        <source>No waivers. If the program manager excused you from installing an interceptor, add the waiver here with its terms: the annual fee or the contractor&apos;s cleanings it asks for are then on the Dashboard.</source>
        <translation>No hay exenciones. Si el administrador del programa lo eximió de instalar un interceptor, agregue aquí la exención con sus términos: la cuota anual o las limpiezas por contratista que pide aparecerán en el Panel.</translation>
    </message>
    <message>
        <source>No waiver matches the search.</source>
        <translation>Ninguna exención coincide con la búsqueda.</translation>
    </message>
    <message>
        <source>Search the terms</source>
        <translation>Buscar en los términos</translation>
    </message>
    <message>
        <source>Nothing it owed is owed any more.</source>
        <translation>Ya no se debe nada de lo que pedía.</translation>
    </message>
    <message>
        <source>Payments of the fee</source>
        <translation>Pagos de la tarifa</translation>
    </message>
    <message>
        <source>Void payment…</source>
        <translation>Anular pago…</translation>
    </message>
    <message>
        <source>For a payment entered in error: choose it in the list</source>
        <translation>Para un pago registrado por error: elíjalo en la lista</translation>
    </message>
    <message>
        <source>Fee paid…</source>
        <translation>Cuota pagada…</translation>
    </message>
    <message>
        <source>Revoke…</source>
        <translation>Revocar…</translation>
    </message>
    <message>
        <source>the waiver of {day}</source>
        <translation>la exención del {day}</translation>
    </message>
    <message>
        <source>the payment of {day}</source>
        <translation>el pago del {day}</translation>
    </message>
</context>
<context>
    <name>WaiversModel</name>
    <message>
        <source>Granted on</source>
        <translation>Otorgada el</translation>
    </message>
    <message>
        <source>Instead of an interceptor</source>
        <translation>En lugar de un interceptor</translation>
    </message>
    <message>
        <source>Cleaning interval</source>
        <translation>Frecuencia de limpieza</translation>
    </message>
    <message>
        <source>Cleaning
interval</source>
        <translation>Frecuencia
de limpieza</translation>
    </message>
    <message>
        <source>Fees paid</source>
        <translation>Cuotas pagadas</translation>
    </message>
    <message>
        <source>Revoked on</source>
        <translation>Revocada el</translation>
    </message>
</context>
</TS>
