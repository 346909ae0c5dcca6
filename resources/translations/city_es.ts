<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>CityInspectionsPage</name>
    <message>
        <source>City inspections</source>
        <translation>Inspecciones de la Ciudad</translation>
    </message>
    <message>
        <source>Record inspection…</source>
        <translation>Registrar inspección…</translation>
    </message>
    <message numerus="yes">
        <source>%n inspection(s)</source>
        <translation>
            <numerusform>%n inspección</numerusform>
            <numerusform>%n inspecciones</numerusform>
        </translation>
    </message>
    <message>
        <source>No city inspection recorded yet. When the city&apos;s inspector comes, record the visit with Record inspection…: its date, the inspector, the result and the findings.</source>
        <translation>Aún no hay inspecciones de la Ciudad registradas. Cuando venga el inspector de la Ciudad, registre la visita con Registrar inspección…: la fecha, el inspector, el resultado y los hallazgos.</translation>
    </message>
    <message>
        <source>No inspection matches the search.</source>
        <translation>Ninguna inspección coincide con la búsqueda.</translation>
    </message>
    <message>
        <source>Search Inspection ID, inspector or findings</source>
        <translation>Buscar ID de inspección, inspector o hallazgos</translation>
    </message>
    <message>
        <source>inspection {number}</source>
        <translation>la inspección {number}</translation>
    </message>
</context>
<context>
    <name>DoneDialog</name>
    <message>
        <source>Date done</source>
        <translation>Fecha de cumplimiento</translation>
    </message>
    <message>
        <source>Done: {milestone}</source>
        <translation>Cumplida: {milestone}</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Registrar</translation>
    </message>
</context>
<context>
    <name>FollowUpDialog</name>
    <message>
        <source>Hearing request received by the city</source>
        <translation>Solicitud de audiencia recibida por la Ciudad</translation>
    </message>
    <message>
        <source>Hearing held</source>
        <translation>Audiencia celebrada</translation>
    </message>
    <message>
        <source>Hearing outcome</source>
        <translation>Resultado de la audiencia</translation>
    </message>
    <message>
        <source>City manager&apos;s order served</source>
        <translation>Orden del administrador municipal notificada</translation>
    </message>
    <message>
        <source>What the city manager determined of the complaint. A reversed complaint owes nothing it brought.</source>
        <translation>Lo que el administrador municipal determinó sobre la denuncia. Una denuncia revocada no debe nada de lo que trajo.</translation>
    </message>
    <message>
        <source>What the hearing officer determined of the notice. A reversed notice owes no fee and nothing it brought.</source>
        <translation>Lo que el funcionario de audiencias determinó sobre el aviso. Un aviso revocado no debe ningún cargo ni nada de lo que trajo.</translation>
    </message>
    <message>
        <source>Hearing officer&apos;s order mailed</source>
        <translation>Orden del funcionario de audiencias enviada</translation>
    </message>
    <message>
        <source>Appeal filed with the city clerk</source>
        <translation>Apelación presentada al secretario municipal</translation>
    </message>
    <message>
        <source>Order final</source>
        <translation>Orden firme</translation>
    </message>
    <message>
        <source>Civil penalty ordered ($)</source>
        <translation>Multa civil impuesta ($)</translation>
    </message>
    <message>
        <source>Civil penalty paid</source>
        <translation>Multa civil pagada</translation>
    </message>
    <message>
        <source>Cleanup costs invoiced</source>
        <translation>Costos de limpieza facturados</translation>
    </message>
    <message>
        <source>Cleanup costs ($)</source>
        <translation>Costos de limpieza ($)</translation>
    </message>
    <message>
        <source>Cleanup costs paid</source>
        <translation>Costos de limpieza pagados</translation>
    </message>
    <message>
        <source>City notice to install an interceptor</source>
        <translation>Aviso de la Ciudad para instalar un interceptor</translation>
    </message>
    <message>
        <source>Interceptor installed</source>
        <translation>Interceptor instalado</translation>
    </message>
    <message>
        <source>Noncompliance fee paid</source>
        <translation>Cargo por incumplimiento pagado</translation>
    </message>
    <message>
        <source>What followed {kind} {number}</source>
        <translation>Lo que siguió: {kind} {number}</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Registrar</translation>
    </message>
    <message>
        <source>Fill in each step as it happens; leave empty what has not happened yet.</source>
        <translation>Anote cada paso cuando ocurra; deje vacío lo que aún no ha pasado.</translation>
    </message>
</context>
<context>
    <name>InspectionFormDialog</name>
    <message>
        <source>What the inspector found, in their words. A notice of violation may follow.</source>
        <translation>Lo que encontró el inspector, en sus palabras. Puede seguir un aviso de infracción.</translation>
    </message>
    <message>
        <source>Record a city inspection</source>
        <translation>Registrar una inspección de la Ciudad</translation>
    </message>
    <message>
        <source>Record inspection</source>
        <translation>Registrar inspección</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <source>As on their report</source>
        <translation>Como en su informe</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Hallazgos</translation>
    </message>
    <message>
        <source>Amend inspection {number}</source>
        <translation>Corregir la inspección {number}</translation>
    </message>
    <message>
        <source>Levels the inspector measured</source>
        <translation>Niveles que midió el inspector</translation>
    </message>
    <message>
        <source>Optional: the FOG and solids depths in inches, as on the inspector&apos;s report. Each is kept in the maintenance log as the city&apos;s reading on the inspection&apos;s date; one over the limit means service now.</source>
        <translation>Opcional: las profundidades de FOG y de sólidos en pulgadas, como en el informe del inspector. Cada una se guarda en el registro de mantenimiento como lectura de la ciudad con la fecha de la inspección; una por encima del límite obliga a dar servicio ya.</translation>
    </message>
    <message>
        <source>FOG depth, in</source>
        <translation>profundidad de FOG, pulg.</translation>
    </message>
    <message>
        <source>solids depth, in</source>
        <translation>profundidad de sólidos, pulg.</translation>
    </message>
    <message>
        <source>No interceptor in use to measure.</source>
        <translation>No hay ningún interceptor en uso que medir.</translation>
    </message>
</context>
<context>
    <name>InspectionsModel</name>
    <message>
        <source>Inspection ID</source>
        <translation>ID de inspección</translation>
    </message>
    <message>
        <source>Inspection
ID</source>
        <translation>ID de
inspección</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Hallazgos</translation>
    </message>
</context>
<context>
    <name>MilestoneFormDialog</name>
    <message>
        <source>Record a compliance schedule milestone</source>
        <translation>Registrar una etapa del calendario de cumplimiento</translation>
    </message>
    <message>
        <source>Record milestone</source>
        <translation>Registrar etapa</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Acuerdo</translation>
    </message>
    <message>
        <source>Its name or number, as the city wrote it.</source>
        <translation>Su nombre o número, como lo escribió la Ciudad.</translation>
    </message>
    <message>
        <source>Date signed</source>
        <translation>Fecha de firma</translation>
    </message>
    <message>
        <source>Milestone</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>Due date</source>
        <translation>Fecha límite</translation>
    </message>
    <message>
        <source>Amend the milestone of {agreement}</source>
        <translation>Corregir la etapa de {agreement}</translation>
    </message>
</context>
<context>
    <name>MilestonesModel</name>
    <message>
        <source>Agreement</source>
        <translation>Acuerdo</translation>
    </message>
    <message>
        <source>Agreed</source>
        <translation>Firmado</translation>
    </message>
    <message>
        <source>Milestone</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Vence</translation>
    </message>
    <message>
        <source>Next report due</source>
        <translation>Próximo informe vence</translation>
    </message>
    <message>
        <source>Next report
due</source>
        <translation>Próximo informe
vence</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Cumplida</translation>
    </message>
</context>
<context>
    <name>MilestonesSection</name>
    <message>
        <source>Compliance schedules</source>
        <translation>Calendarios de cumplimiento</translation>
    </message>
    <message>
        <source>Record milestone…</source>
        <translation>Registrar etapa…</translation>
    </message>
    <message numerus="yes">
        <source>%n milestone(s)</source>
        <translation>
            <numerusform>%n etapa</numerusform>
            <numerusform>%n etapas</numerusform>
        </translation>
    </message>
    <message>
        <source>No compliance schedule agreement recorded. If the city asks for one, record each milestone with its due date, and each progress report as the city asks for it or you send it.</source>
        <translation>No hay ningún acuerdo de calendario de cumplimiento registrado. Si la ciudad le pide uno, registre cada etapa con su fecha de vencimiento, y cada informe de avance cuando la ciudad lo pida o usted lo envíe.</translation>
    </message>
    <message>
        <source>Done…</source>
        <translation>Cumplida…</translation>
    </message>
    <message>
        <source>Record the day it was done</source>
        <translation>Registrar el día en que se cumplió</translation>
    </message>
    <message>
        <source>the milestone of {agreement} due {day}</source>
        <translation>la etapa de {agreement} que vence el {day}</translation>
    </message>
</context>
<context>
    <name>NoticeFormDialog</name>
    <message>
        <source>Record notice</source>
        <translation>Registrar aviso</translation>
    </message>
    <message>
        <source>Date mailed, posted or handed over</source>
        <translation>Fecha de envío, de fijación o de entrega en mano</translation>
    </message>
    <message>
        <source>Date served</source>
        <translation>Fecha de notificación</translation>
    </message>
    <message>
        <source>The 15 days to request a hearing run from it: the city must receive the request by the 15th day.</source>
        <translation>Desde esta fecha corren los 15 días para solicitar una audiencia: la Ciudad debe recibir la solicitud a más tardar el día 15.</translation>
    </message>
    <message>
        <source>The city manager hears it on the date it sets: there is no hearing to request. The city manager&apos;s order is appealed within 30 days of its service.</source>
        <translation>El administrador municipal la oye en la fecha que ella fija: no hay audiencia que solicitar. La orden del administrador municipal se apela dentro de los 30 días siguientes a su notificación.</translation>
    </message>
    <message>
        <source>Date mailed</source>
        <translation>Fecha de envío</translation>
    </message>
    <message>
        <source>A hearing officer hears it on the date the program manager&apos;s notice sets: there is no hearing to request. The order is appealed within 15 days of its mailing.</source>
        <translation>Un funcionario de audiencias lo oye en la fecha que fija el aviso del administrador del programa: no hay audiencia que solicitar. La orden se apela dentro de los 15 días siguientes a su envío.</translation>
    </message>
    <message>
        <source>A licence order carries no noncompliance fee.</source>
        <translation>Una orden sobre la licencia no conlleva cargo por incumplimiento.</translation>
    </message>
    <message>
        <source>Record a notice from the city</source>
        <translation>Registrar un aviso de la ciudad</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>What the city gave, as its heading says.</source>
        <translation>Lo que entregó la ciudad, como dice su encabezado.</translation>
    </message>
    <message>
        <source>How it came</source>
        <translation>Cómo llegó</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Hallazgo</translation>
    </message>
    <message>
        <source>Noncompliance fee ($)</source>
        <translation>Cargo por incumplimiento ($)</translation>
    </message>
    <message>
        <source>Inspection</source>
        <translation>Inspección</translation>
    </message>
    <message>
        <source>The inspection that found it, if one did.</source>
        <translation>La inspección que lo encontró, si la hubo.</translation>
    </message>
    <message>
        <source>None: it came without an inspection</source>
        <translation>Ninguna: llegó sin inspección</translation>
    </message>
    <message>
        <source>{number} of {date}</source>
        <translation>{number} del {date}</translation>
    </message>
    <message>
        <source>Amend notice {number}</source>
        <translation>Corregir el aviso {number}</translation>
    </message>
</context>
<context>
    <name>NoticesModel</name>
    <message>
        <source>{kind} by {day}</source>
        <translation>{kind} a más tardar el {day}</translation>
    </message>
    <message>
        <source>Notice ID</source>
        <translation>ID del aviso</translation>
    </message>
    <message>
        <source>Notice
ID</source>
        <translation>ID del
aviso</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Hallazgo</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Cargo</translation>
    </message>
    <message>
        <source>Next deadline</source>
        <translation>Próxima fecha límite</translation>
    </message>
    <message>
        <source>Next
deadline</source>
        <translation>Próxima
fecha límite</translation>
    </message>
</context>
<context>
    <name>NoticesSection</name>
    <message>
        <source>Notices of violation</source>
        <translation>Avisos de infracción</translation>
    </message>
    <message>
        <source>Record notice…</source>
        <translation>Registrar aviso…</translation>
    </message>
    <message numerus="yes">
        <source>%n notice(s)</source>
        <translation>
            <numerusform>%n aviso</numerusform>
            <numerusform>%n avisos</numerusform>
        </translation>
    </message>
    <message>
        <source>No notice recorded. If the city sends a notice of violation, an administrative complaint or a licence notice, record it here the day it comes: the days to request a hearing on a notice of violation start at its date.</source>
        <translation>No hay avisos registrados. Si la ciudad envía un aviso de infracción, una denuncia administrativa o un aviso sobre la licencia, regístrelo aquí el día que llegue: los días para solicitar una audiencia sobre un aviso de infracción empiezan en su fecha.</translation>
    </message>
    <message>
        <source>What followed…</source>
        <translation>Lo que siguió…</translation>
    </message>
    <message>
        <source>The hearing request, the hearing and its outcome, the order, an appeal, a penalty, cleanup costs, an interceptor required, and each payment.</source>
        <translation>La solicitud de audiencia, la audiencia y su resultado, la orden, una apelación, una multa, los costos de limpieza, un interceptor exigido, y cada pago.</translation>
    </message>
    <message>
        <source>Reply to the city…</source>
        <translation>Responder a la Ciudad…</translation>
    </message>
    <message>
        <source>A letter requesting a hearing on the notice, to sign.</source>
        <translation>Una carta que solicita una audiencia sobre el aviso, para firmar.</translation>
    </message>
    <message>
        <source>notice {number}</source>
        <translation>el aviso {number}</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>City inspections</source>
        <translation>Inspecciones de la Ciudad</translation>
    </message>
    <message>
        <source>Compliance schedules</source>
        <translation>Calendarios de cumplimiento</translation>
    </message>
    <message>
        <source>Notices of violation</source>
        <translation>Avisos de infracción</translation>
    </message>
    <message>
        <source>Progress reports</source>
        <translation>Informes de avance</translation>
    </message>
</context>
<context>
    <name>ReplyDialog</name>
    <message>
        <source>Facts in support</source>
        <translation>Hechos que la respaldan</translation>
    </message>
    <message>
        <source>The ordinance asks for every fact in support of it, in detail.</source>
        <translation>La ordenanza pide todos los hechos que respaldan la solicitud, en detalle.</translation>
    </message>
    <message>
        <source>Reply to the city: a hearing on {number}</source>
        <translation>Responder a la Ciudad: una audiencia sobre {number}</translation>
    </message>
    <message>
        <source>Save letter</source>
        <translation>Guardar carta</translation>
    </message>
    <message>
        <source>You may ask for a hearing: the city must receive your request by {day}, so send it a few days before. The letter is saved to {path}, to print and sign.</source>
        <translation>Puede pedir una audiencia: la ciudad debe recibir su solicitud a más tardar el {day}, así que envíela unos días antes. La carta se guarda en {path}, para imprimirla y firmarla.</translation>
    </message>
</context>
<context>
    <name>ReportFormDialog</name>
    <message>
        <source>Add a progress report</source>
        <translation>Agregar un informe de avance</translation>
    </message>
    <message>
        <source>Add report</source>
        <translation>Agregar informe</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Vence</translation>
    </message>
    <message>
        <source>The day the agreement or the program manager set.</source>
        <translation>El día que fijó el acuerdo o el administrador del programa.</translation>
    </message>
    <message>
        <source>Sent on</source>
        <translation>Enviado el</translation>
    </message>
    <message>
        <source>Empty while the report is owed.</source>
        <translation>Vacío mientras el informe esté pendiente.</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <source>Amend the progress report on {milestone}</source>
        <translation>Corregir el informe de avance sobre {milestone}</translation>
    </message>
</context>
<context>
    <name>ReportSentDialog</name>
    <message>
        <source>Sent on</source>
        <translation>Enviado el</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <source>Progress report due {day}: sent</source>
        <translation>Informe de avance que vence el {day}: enviado</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Registrar</translation>
    </message>
</context>
<context>
    <name>ReportsList</name>
    <message>
        <source>Progress reports</source>
        <translation>Informes de avance</translation>
    </message>
    <message>
        <source>Add report…</source>
        <translation>Agregar informe…</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s)</source>
        <translation>
            <numerusform>%n informe</numerusform>
            <numerusform>%n informes</numerusform>
        </translation>
    </message>
    <message>
        <source>No progress report yet. When the city asks for a report by a date, add it with that due date; when you send one, add it with the day it was sent.</source>
        <translation>Todavía no hay informes de avance. Cuando la ciudad le pida un informe para una fecha, agréguelo con esa fecha de vencimiento; cuando envíe uno, agréguelo con el día en que lo envió.</translation>
    </message>
    <message>
        <source>Sent…</source>
        <translation>Enviado…</translation>
    </message>
    <message>
        <source>Record a report due as sent</source>
        <translation>Registrar como enviado un informe pendiente</translation>
    </message>
    <message>
        <source>Latest report (before reports were records), {day}: {report}</source>
        <translation>Último informe (de antes de que los informes fueran registros), {day}: {report}</translation>
    </message>
    <message>
        <source>the progress report of {day} on {milestone}</source>
        <translation>el informe de avance del {day} sobre {milestone}</translation>
    </message>
</context>
<context>
    <name>ReportsModel</name>
    <message>
        <source>Due</source>
        <translation>Vence</translation>
    </message>
    <message>
        <source>Sent on</source>
        <translation>Enviado el</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Situación</translation>
    </message>
</context>
</TS>
